import type { Entry, Form } from '../policy'
import { owner, staff } from '../rules'

// The plan page (admins request, planners read) and the owner's queue.
export const entries: Record<string, Entry> = {
  'tenant.settings_.plan.tsx': {
    loader: staff(),
    // an admin asks for a plan of its own tenant only: B's admin creates B's request (302)
    action: (p, h) =>
      p === 'plannerB' && h !== 'A' ? { status: 403 } : staff({ action: true, allowed: [302, 400] })(p, h),
    forms: (): Form[] => [{ plan: 'business' }, { plan: 'gold' }],
  },
  'owner_.upgrades.tsx': {
    loader: owner(),
    action: owner({ action: true }),
    forms: (): Form[] => [{ request_id: 'unbekannt', intent: 'approve' }],
  },
}
