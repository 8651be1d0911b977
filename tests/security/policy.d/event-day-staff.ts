import type { Entry, Form } from '../policy'
import { customer, staff, type Rule } from '../rules'

// Personal (staff roster, shifts, staff list, hours CSV) and the Küchenzettel
// with the guests' diets the customer enters.
// adding a person is B's own write (302); editing or removing names A's person (404 for B)
const rosterAction: Rule = (p, h, form) =>
  form?.intent === 'create' ? staff({ action: true, allowed: 302 })(p, h) : staff({ ids: true, action: true })(p, h)

export const entries: Record<string, Entry> = {
  'tenant.staff.tsx': {
    // ?edit= names A's person
    loader: staff({ ids: true }),
    query: (a) => `edit=${a.staffMember.id}`,
    action: rosterAction,
    forms: (a): Form[] => [
      { intent: 'create', name: 'Übernahme', role: 'service', hourly_cost: '15,50' },
      { intent: 'update', staff_id: a.staffMember.id, name: 'Übernommen', role: 'bar', hourly_cost: '1' },
      { intent: 'delete', staff_id: a.staffMember.id },
    ],
  },
  'tenant.staff_.hours[.csv].ts': { loader: staff(), query: () => 'month=2031-05' },
  'tenant.events_.$eventId_.personal.tsx': {
    loader: staff({ ids: true }),
    action: staff({ ids: true, action: true }),
    params: (a) => ({ eventId: a.event.id }),
    query: (a) => `edit=${a.shift.id}`,
    forms: (a, b): Form[] => [
      {
        intent: 'create-shift',
        role: 'service',
        starts_at: '2031-05-01T16:00',
        ends_at: '2031-05-01T22:00',
        break_minutes: '30',
      },
      // B's own person on A's event: still A's event, so 404
      {
        intent: 'create-shift',
        role: 'kitchen',
        staff_id: b.staffMember.id,
        starts_at: '2031-05-01T16:00',
        ends_at: '2031-05-01T22:00',
        confirm_overlap: 'on',
      },
      {
        intent: 'update-shift',
        shift_id: a.shift.id,
        role: 'bar',
        staff_id: a.staffMember.id,
        starts_at: '2031-05-01T10:00',
        ends_at: '2031-05-01T12:00',
        confirm_overlap: 'on',
      },
      { intent: 'delete-shift', shift_id: a.shift.id },
      { intent: 'to-offer', offer_id: crypto.randomUUID(), hourly_rate: '30', vat_rate: '19' },
    ],
  },
  'tenant.events_.$eventId_.personal[.pdf].ts': {
    loader: staff({ ids: true }),
    params: (a) => ({ eventId: a.event.id }),
  },
  'tenant.events_.$eventId_.personal_.liste.tsx': {
    loader: staff({ ids: true }),
    params: (a) => ({ eventId: a.event.id }),
  },
  'tenant.events_.$eventId_.kueche.tsx': { loader: staff({ ids: true }), params: (a) => ({ eventId: a.event.id }) },
  'tenant.events_.$eventId_.kueche[.pdf].ts': {
    loader: staff({ ids: true }),
    params: (a) => ({ eventId: a.event.id }),
  },
  'customer-dashboard.guest-diets.tsx': {
    loader: customer(),
    action: customer({ ids: true, action: true }),
    forms: (a): Form[] => [{ event_id: a.event.id, diet_vegan: '3', diet_vegan_names: 'Übernahme' }],
  },
}
