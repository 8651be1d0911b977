import type { Entry, Form } from '../policy'
import { open, staff } from '../rules'

// The logo. The upload takes multipart only: the matrix and
// the fuzzer post urlencoded forms, which are refused with 415 before the
// body or the session is read; real uploads (admins only, images only, size
// cap, another tenant untouched) are proven in tests/integration/tenant-logo.test.ts.

export const entries: Record<string, Entry> = {
  'tenant.settings_.logo.tsx': {
    loader: staff(),
    action: open(415),
    forms: (): Form[] => [{ intent: 'upload-logo' }, { intent: 'remove-logo' }],
  },
  // the logo of the host's tenant (each has one, a PNG without any canary): on a tenant host that tenant's, none on the apex
  'branding.logo.ts': {
    loader: (_p, h) => ({ status: h === 'apex' ? 404 : 200 }),
  },
}
