import type { Entry, Form } from '../policy'
import { admin, staff, type Rule } from '../rules'

// Webhooks: adding an endpoint is a B-side write of B's own (200 for
// admin B); deleting, re-enabling and resending name A's rows (404 for B).

const endpointAction: Rule = (p, h, form) =>
  form?.intent === 'create' ? admin({ action: true })(p, h) : admin({ ids: true, action: true })(p, h)

export const entries: Record<string, Entry> = {
  'tenant.integrations_.webhooks.tsx': {
    loader: staff(),
    action: endpointAction,
    forms: (a): Form[] => [
      { intent: 'delete', endpoint_id: a.webhook.id },
      { intent: 'enable', endpoint_id: a.webhook.id },
      { intent: 'create', url: 'https://93.184.216.34/uebernahme', events: ['event.created'] },
    ],
  },
  'tenant.integrations_.webhooks_.$endpointId.tsx': {
    loader: admin({ ids: true }),
    action: admin({ ids: true, action: true }),
    params: (a) => ({ endpointId: a.webhook.id }),
    forms: (a): Form[] => [{ intent: 'resend', delivery_id: a.delivery.id }],
  },
}
