import { berlinYmd } from '~/domain/event-dates'
import { parsePricing } from '~/domain/pricing/schema'
import { workedMinutes } from '~/domain/staffing/shifts'
import type {
  RunOfShowEntryOut,
  TaskOut,
  CustomerOut,
  EventOut,
  InvoiceOut,
  OfferOut,
  OfferRequestOut,
  PlannerOut,
  ServiceOut,
  ShiftOut,
  StaffMemberOut,
  TemplateOut,
} from './schemas'
import type {
  EndCustomerRow,
  EventRow,
  EventTaskRow,
  InvoiceRow,
  OfferRequestRow,
  OfferRow,
  RunOfShowEntryRow,
  ServiceRow,
  ShiftRow,
  StaffMemberRow,
  TemplateRow,
} from './rows'

// Rows → the API's JSON (snake_case, dates 'YYYY-MM-DD' in Berlin, timestamps ISO,
// money in cents), typed by the response schemas of ./schemas.ts (the OpenAPI document).

function iso(ms: number): string
function iso(ms: number | null): string | null
function iso(ms: number | null) {
  return ms === null ? null : new Date(ms).toISOString()
}
const ymd = (ms: number | null) => (ms === null ? null : berlinYmd(ms))

export function eventJson(e: EventRow): EventOut {
  return {
    id: e.id,
    name: e.name,
    // the form admits only these (EVENT_TYPES, EVENT_STATUSES)
    event_type: e.eventType as EventOut['event_type'],
    status: e.status as EventOut['status'],
    event_date: ymd(e.eventDate),
    deadline_at: ymd(e.deadlineAt),
    template_id: e.templateId,
    end_customer_id: e.endCustomerId,
    assigned_planner_id: e.assignedPlannerId,
    guest_count: e.guestCount,
    budget_cents: e.budgetCents,
    contact_person: e.contactPerson,
    contact_email: e.contactEmail,
    contact_phone: e.contactPhone,
    description: e.description,
    notes: e.notes,
    venue_name: e.venueName,
    venue_address: e.venueAddress,
    venue_room: e.venueRoom,
    venue_contact: e.venueContact,
    setup_at: e.setupAt,
    arrival_at: e.arrivalAt,
    starts_at: e.startsAt,
    ends_at: e.endsAt,
    teardown_at: e.teardownAt,
    created_at: iso(e.createdAt),
  }
}

export function customerJson(c: EndCustomerRow): CustomerOut {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    salutation: (c.salutation ?? 'none') as CustomerOut['salutation'],
    title: c.title,
    company: c.company,
    is_active: Boolean(c.isActive),
    created_at: iso(c.createdAt),
  }
}

export function serviceJson(s: ServiceRow): ServiceOut {
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    is_active: Boolean(s.isActive),
    pricing: parsePricing(s.pricingJson),
    created_at: iso(s.createdAt),
  }
}

export function templateJson(t: TemplateRow): TemplateOut {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    is_active: Boolean(t.isActive),
    created_at: iso(t.createdAt),
  }
}

export function offerRequestJson(o: OfferRequestRow): OfferRequestOut {
  return {
    id: o.id,
    event_id: o.eventId,
    end_customer_id: o.endCustomerId,
    status: o.status as OfferRequestOut['status'],
    snapshot: safeJson(o.snapshotJson),
    created_at: iso(o.createdAt),
  }
}

export function offerJson(o: OfferRow): OfferOut {
  return {
    id: o.id,
    number: o.number,
    version: o.version,
    status: o.status as OfferOut['status'],
    event_id: o.eventId,
    end_customer_id: o.endCustomerId,
    offer_request_id: o.offerRequestId,
    event_name: o.eventName,
    customer_name: o.customerName,
    issue_date: o.issueDate,
    valid_until: o.validUntil,
    net_cents: o.netCents,
    vat_cents: o.vatCents,
    gross_cents: o.grossCents,
    sent_at: iso(o.sentAt),
    decided_at: iso(o.decidedAt),
    created_at: iso(o.createdAt),
  }
}

export function invoiceJson(i: InvoiceRow): InvoiceOut {
  return {
    id: i.id,
    number: i.number,
    kind: i.kind as InvoiceOut['kind'],
    status: i.status as InvoiceOut['status'],
    offer_id: i.offerId,
    event_id: i.eventId,
    end_customer_id: i.endCustomerId,
    event_name: i.eventName,
    customer_name: i.customerName,
    issue_date: i.issueDate,
    due_date: i.dueDate,
    net_cents: i.netCents,
    vat_cents: i.vatCents,
    gross_cents: i.grossCents,
    payable_cents: i.payableCents,
    paid_cents: i.paidCents,
    finalized_at: iso(i.finalizedAt),
    created_at: iso(i.createdAt),
  }
}

export type PlannerRow = { id: string; name: string; email: string; role: string; createdAt: number }

export function plannerJson(p: PlannerRow): PlannerOut {
  return { id: p.id, name: p.name, email: p.email, role: p.role as PlannerOut['role'], created_at: iso(p.createdAt) }
}

function safeJson(text: string | null | undefined): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

export function taskJson(t: EventTaskRow): TaskOut {
  return {
    id: t.id,
    event_id: t.eventId,
    title: t.title,
    notes: t.notes,
    due_on: t.dueOn,
    days_before: t.daysBefore,
    assignee_user_id: t.assigneeUserId,
    done: t.doneAt !== null,
    done_at: t.doneAt === null ? null : iso(t.doneAt),
    done_by_user_id: t.doneByUserId,
    created_at: iso(t.createdAt),
  }
}

export function runOfShowEntryJson(r: RunOfShowEntryRow): RunOfShowEntryOut {
  return {
    id: r.id,
    event_id: r.eventId,
    position: r.position,
    time: r.time,
    duration_minutes: r.durationMinutes,
    title: r.title,
    location: r.location,
    responsible_user_id: r.responsibleUserId,
    responsible_staff_id: r.responsibleStaffId,
    responsible_text: r.responsibleText,
    notes: r.notes,
    visible_to_customer: Boolean(r.visibleToCustomer),
  }
}

export function staffMemberJson(p: StaffMemberRow): StaffMemberOut {
  return {
    id: p.id,
    name: p.name,
    role: p.role as StaffMemberOut['role'],
    phone: p.phone,
    email: p.email,
    hourly_cost_cents: p.hourlyCostCents,
    is_active: Boolean(p.isActive),
    created_at: iso(p.createdAt),
  }
}

export function shiftJson(s: ShiftRow): ShiftOut {
  return {
    id: s.id,
    event_id: s.eventId,
    staff_member_id: s.staffMemberId,
    role: s.role as ShiftOut['role'],
    starts_at: iso(s.startsAt),
    ends_at: iso(s.endsAt),
    break_minutes: s.breakMinutes,
    worked_minutes: workedMinutes(s),
    created_at: iso(s.createdAt),
  }
}
