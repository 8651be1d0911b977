import { formControlProblem } from '~/domain/form-intent'
import { parseWithZod } from '~/utils/conform'
import { z } from '~/utils/zod'

// Conform reads the reserved fields `__intent__` and `__state__` as JSON and
// applies them before the schema runs: junk would throw (a 500), a list index
// of 100,000 would build and render that many rows. guardAction runs this
// check first so such a post is a quick 400 and changes nothing.

/** True when Conform can parse the form's control fields (intent, state) and they stay within bounds. */
export function formControlReadable(formData: FormData) {
  if (!formData.has('__intent__') && !formData.has('__state__')) return true
  if (formControlProblem(formData)) return false
  try {
    parseWithZod(formData, { schema: z.any() })
    return true
  } catch {
    return false
  }
}
