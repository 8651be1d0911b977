import { afterHydration } from '~/utils/after-hydration'

/** The customer form (new and edit), with Conform's client loaded after hydration. */
export const CustomerForm = afterHydration(() => import('./customer-form'), 'CustomerForm')
