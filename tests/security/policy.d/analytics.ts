import type { Entry } from '../policy'
import { staff } from '../rules'

// Analytics: every staff member reads their own tenant's figures.
export const entries: Record<string, Entry> = {
  'tenant.analytics.tsx': { loader: staff() },
  'tenant.export.$kind.tsx': { loader: staff(), params: () => ({ kind: 'events.csv' }) },
}
