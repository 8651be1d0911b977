import type { Entry, Form } from '../policy'
import { admin, staff, type Rule } from '../rules'

// Integrations (issue 23): the key page. Creating a key is a B-side write of
// B's own (200 for admin B); revoking names A's key (404 for B).

const keyAction: Rule = (p, h, form) => (form?.intent === 'create' ? admin({ action: true })(p, h) : admin({ ids: true, action: true })(p, h))

export const entries: Record<string, Entry> = {
  'tenant.integrations.tsx': {
    loader: staff(),
    action: keyAction,
    forms: (a): Form[] => [
      { intent: 'revoke', key_id: a.apiKey.id },
      { intent: 'create', name: 'Übernahme', scope: 'read-write' },
    ],
  },
}
