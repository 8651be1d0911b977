import type { Entry, Form } from '../policy'
import { customer, open, staff } from '../rules'

// Legal pages, the customer's own data, erasure, the tenant's export and cancellation.
const adminOnly =
  (inner: ReturnType<typeof staff>): ReturnType<typeof staff> =>
  (p, h) => {
    const e = inner(p, h)
    if (p.startsWith('planner') && typeof e === 'object' && e.status !== 302 && e.status !== 404) return { status: 403 }
    if (p.startsWith('planner') && e === 'mutates') return { status: 403 }
    return e
  }

export const entries: Record<string, Entry> = {
  'impressum.tsx': { loader: open(200) },
  'datenschutz.tsx': { loader: open(200) },
  'customer-dashboard.my-data.tsx': {
    loader: customer(),
    // B's customer asks to delete B's own account: allowed (302), never A's
    action: customer({ action: true, allowed: 302 }),
    forms: (): Form[] => [{ intent: 'delete-request' }],
  },
  'customer-dashboard_.my-data[.json].ts': { loader: customer() },
  'tenant.customers.$customerId.erase.tsx': {
    loader: staff({ ids: true }),
    action: staff({ ids: true, action: true }),
    params: (a) => ({ customerId: a.customer.id }),
    forms: (): Form[] => [{}],
  },
  'tenant_.settings.account.tsx': {
    loader: adminOnly(staff()),
    // export leads to B's own download (303); a wrong password changes nothing (400)
    action: adminOnly(staff({ action: true, allowed: [303, 400] })),
    forms: (): Form[] => [{ intent: 'export' }, { intent: 'cancel', password: 'falsch-falsch-falsch' }],
  },
  'tenant_.settings.account.export[.zip].ts': { loader: adminOnly(staff()) },
}
