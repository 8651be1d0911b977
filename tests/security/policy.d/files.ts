import type { Entry, Form } from '../policy'
import { customer, staff, open } from '../rules'
import { sideOf } from '../world'

// Dateien. The upload actions take multipart only: the matrix and
// the fuzzer post urlencoded forms, which must be refused with a 4xx.

export const entries: Record<string, Entry> = {
  'tenant.files.tsx': { loader: staff() },
  'tenant.files.$fileId.delete.tsx': {
    loader: staff({ ids: true }),
    action: staff({ ids: true, action: true }),
    params: (a) => ({ fileId: a.file.id }),
    forms: (): Form[] => [{}],
  },
  'tenant.events_.$eventId_.files.tsx': {
    loader: staff({ ids: true }),
    // only multipart uploads are read: any other post is a 415 before anything else (the
    // rule that no action reads a form whose field names were not checked); the upload's own
    // isolation (another tenant's event → 404) is proven with real multipart posts in tests/integration/files.test.ts
    action: open(415),
    params: (a) => ({ eventId: a.event.id }),
    forms: (): Form[] => [{ note: 'Übernahme', shared: 'on' }],
  },
  'customer-dashboard.files.tsx': {
    loader: customer(),
    action: customer({ ids: true, action: true }),
    forms: (a): Form[] => [{ intent: 'delete', file_id: a.customerFile.id }],
  },
  // the download: the tenant's staff and the event's customer (a shared file); everyone else 404
  'files.$fileId.ts': {
    loader: (p, h) => {
      const side = sideOf(p)
      if (side !== 'A' || (h !== 'apex' && h !== 'A')) return { status: 404 }
      return { status: 200 }
    },
    params: (a) => ({ fileId: a.file.id }),
  },
}
