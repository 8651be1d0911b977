import type { Entry, Form } from '../policy'
import { customer, staff } from '../rules'

// The event page, the customer's messages, Kommunikation.
export const entries: Record<string, Entry> = {
  'tenant.events_.$eventId.tsx': {
    loader: staff({ ids: true }),
    action: staff({ ids: true, action: true }),
    params: (a) => ({ eventId: a.event.id }),
    forms: (): Form[] => [
      { intent: 'status', status: 'confirmed' },
      { intent: 'status', status: 'completed' },
      { intent: 'deadline', deadline_at: '2031-01-01' },
      { intent: 'unlock' },
      { intent: 'message', body: 'Übernahme' },
      { intent: 'read' },
    ],
  },
  'customer-dashboard.messages.tsx': {
    loader: customer(),
    action: customer({ ids: true, action: true }),
    forms: (a): Form[] => [
      { event_id: a.event.id, body: 'Übernahme' },
      { event_id: a.event.id, intent: 'read' },
    ],
  },
  'tenant.communication.tsx': { loader: staff() },
}
