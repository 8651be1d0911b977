import type { Entry, Form } from '../policy'
import { customer, staff } from '../rules'

// Personal (staff roster, shifts, staff list, hours CSV) and the Küchenzettel
// with the guests' diets the customer enters.
export const entries: Record<string, Entry> = {
  'tenant.staff.tsx': {
    loader: staff(),
    action: staff({ action: true, allowed: 302 }),
    forms: (): Form[] => [
      { intent: 'create', name: 'Übernahme', role: 'service', hourly_cost: '15,50' },
    ],
  },
  'tenant.staff_.hours[.csv].ts': { loader: staff(), query: () => 'month=2031-05' },
  'tenant.events_.$eventId_.personal.tsx': {
    loader: staff({ ids: true }),
    action: staff({ ids: true, action: true }),
    params: (a) => ({ eventId: a.event.id }),
    forms: (): Form[] => [
      { intent: 'create-shift', role: 'service', starts_at: '2031-05-01T16:00', ends_at: '2031-05-01T22:00', break_minutes: '30' },
      { intent: 'to-offer', offer_id: crypto.randomUUID(), hourly_rate: '30', vat_rate: '19' },
    ],
  },
  'tenant.events_.$eventId_.personal[.pdf].ts': { loader: staff({ ids: true }), params: (a) => ({ eventId: a.event.id }) },
  'tenant.events_.$eventId_.personal_.liste.tsx': { loader: staff({ ids: true }), params: (a) => ({ eventId: a.event.id }) },
  'tenant.events_.$eventId_.kueche.tsx': { loader: staff({ ids: true }), params: (a) => ({ eventId: a.event.id }) },
  'tenant.events_.$eventId_.kueche[.pdf].ts': { loader: staff({ ids: true }), params: (a) => ({ eventId: a.event.id }) },
  'customer-dashboard.guest-diets.tsx': {
    loader: customer(),
    action: customer({ ids: true, action: true }),
    forms: (a): Form[] => [{ event_id: a.event.id, diet_vegan: '3', diet_vegan_names: 'Übernahme' }],
  },
}
