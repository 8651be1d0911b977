import { afterHydration } from '~/utils/after-hydration'

/** The own profile section (settings and profile page), with Conform's client loaded after hydration (app/utils/after-hydration.tsx). */
export const ProfileSection = afterHydration(() => import('./profile-section'), 'ProfileSection')
