import { afterHydration } from '~/utils/after-hydration'

/** The service form (new and edit), with Conform's client loaded after hydration (app/utils/after-hydration.tsx). */
export const ServiceForm = afterHydration(() => import('./service-form'), 'ServiceForm')
