import type { Submission } from '@conform-to/react'
import type { z } from '~/utils/zod'
import { useWaitingUntil } from './waiting-marker'
import { useLazyModule } from './use-lazy-module'

type When = 'onSubmit' | 'onBlur' | 'onInput'

/** The part of Conform's useForm options that checks a form in the browser. */
export type ClientChecks<S extends z.ZodType> = {
  onValidate?: (context: { formData: FormData }) => Submission<z.input<S>, string[], z.output<S>>
  shouldValidate?: When
  shouldRevalidate?: When
}

/**
 * A form's checks in the browser, loaded after hydration: zod, Conform's zod
 * adapter and the form's schema module come with a dynamic import, so they are
 * not part of the page's first JavaScript. Spread the result into Conform's
 * useForm options:
 *
 *   useForm({ id, lastResult, ...useClientChecks(() => import('~/forms/x'), (forms) => forms.xSchema, { shouldValidate: 'onBlur' }) })
 *
 * Until the module arrives (and if loading fails) the form has no onValidate
 * and validates on submit only, so it posts to the action and shows the
 * server's answer (lastResult) next to the fields, as without JavaScript.
 * `shouldValidate`/`shouldRevalidate` apply only once the checks are there:
 * without onValidate, Conform would post the form on blur to validate it.
 * `schemaOf` runs at each check and may read the component's current props.
 */
export function useClientChecks<M, S extends z.ZodType>(
  load: () => Promise<M>,
  schemaOf: (forms: M) => S,
  timing: { shouldValidate?: When; shouldRevalidate?: When } = {},
): ClientChecks<S> {
  const loaded = useLazyModule(() => Promise.all([import('./conform'), load()]))
  useWaitingUntil(loaded !== null)
  if (!loaded) return {}
  const [{ parseWithZod }, forms] = loaded
  return {
    ...timing,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: schemaOf(forms) }),
  }
}
