import { afterHydration } from '~/utils/after-hydration'

/** The template builder (new and edit), with Conform's client loaded after hydration (app/utils/after-hydration.tsx). */
export const TemplateBuilder = afterHydration(() => import('./template-builder'), 'TemplateBuilder')
