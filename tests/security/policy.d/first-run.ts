import type { Entry } from '../policy'
import { staff } from '../rules'

// The status page of a suspended or cancelled tenant's staff. The
// matrix's tenants are open, so their staff are sent back to /tenant; nobody
// else gets anything but the usual login redirect or the host's 404.
export const entries: Record<string, Entry> = {
  'tenant-status.tsx': {
    loader: (p, h) => {
      const e = staff()(p, h)
      return typeof e === 'object' && e.status === 200 ? { status: 302, to: '/tenant' } : e
    },
  },
}
