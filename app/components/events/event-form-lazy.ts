import { afterHydration } from '~/utils/after-hydration'

/** The event form (new and edit), with Conform's client loaded after hydration (app/utils/after-hydration.tsx). */
export const EventForm = afterHydration(() => import('./event-form'), 'EventForm')
