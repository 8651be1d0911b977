import { z } from '~/utils/zod'
import { CONTROL_CHARACTER_MESSAGE, noControlCharacters } from './plain-text'
import { isEventStatus, type EventStatus } from '~/domain/event-status'
import { isEventType } from '~/domain/event-types'
import { parseEuroToCents } from '~/domain/event-budget'
import { MAX_AMOUNT_CENTS, MAX_AMOUNT_MESSAGE } from '~/domain/pricing/money'
import { euroInputMessage } from '~/domain/decimal-input'
import { isValidYmd, ymdToStored } from '~/domain/event-dates'
import { EVENT_TIME_FIELDS, eventTimeIssues } from '~/domain/event-day/event-times'
import { normalizeLocalDateTime } from '~/domain/event-day/local-time'

// The event form (create and edit): one schema for client and server. Every
// field is read leniently first, then one superRefine checks all of them, so
// every message of docs/product.md §5.3 shows at once, each on its own field.

export type EventClientContext = Omit<EventSchemaContext, 'checks'>

export type EventSchemaContext = {
  /** Today in Berlin, 'YYYY-MM-DD' (the loader passes it to the client). */
  today: string
  /** Edit: the stored dates may stay even if they are past by now. */
  original?: {
    eventDate?: string
    deadlineAt?: string
    templateId?: string | null
    endCustomerId?: string | null
    status?: string
  }
  /** Edit adds the status select. */
  withStatus?: boolean
  /** Server only: does the id belong to this tenant? */
  checks?: {
    template: (id: string) => boolean
    customer: (id: string) => boolean
    planner: (id: string) => boolean
  }
}

// event name, contact and notes can reach offers and invoices: no control characters
const text = z.string().trim().refine(noControlCharacters, CONTROL_CHARACTER_MESSAGE).optional()

const raw = z.object({
  name: text,
  event_type: text,
  template_id: text,
  end_customer_id: text,
  event_date: text,
  deadline_at: text,
  assigned_planner_id: text,
  guest_count: text,
  budget: text,
  contact_person: text,
  contact_email: text,
  contact_phone: text,
  description: text,
  notes: text,
  venue_name: text,
  venue_address: text,
  venue_room: text,
  venue_contact: text,
  setup_at: text,
  arrival_at: text,
  starts_at: text,
  ends_at: text,
  teardown_at: text,
  status: text,
})
type Raw = z.infer<typeof raw>

const MAX = { name: 200, short: 200, long: 5000 }

export function eventSchema(ctx: EventSchemaContext) {
  return raw
    .superRefine((v, c) => {
      const issue = (path: keyof Raw, message: string) => c.addIssue({ code: 'custom', path: [path], message })
      if (!v.name) issue('name', 'Name ist erforderlich')
      else if (v.name.length > MAX.name) issue('name', `Höchstens ${MAX.name} Zeichen`)
      if (!v.event_type) issue('event_type', 'Veranstaltungstyp ist erforderlich')
      else if (!isEventType(v.event_type)) issue('event_type', 'Bitte wählen Sie einen Veranstaltungstyp aus der Liste')
      if (!v.template_id) issue('template_id', 'Vorlage ist erforderlich')
      else if (ctx.checks && !ctx.checks.template(v.template_id)) issue('template_id', 'Diese Vorlage gibt es nicht')
      if (!v.end_customer_id) issue('end_customer_id', 'Kunde ist erforderlich')
      else if (ctx.checks && !ctx.checks.customer(v.end_customer_id))
        issue('end_customer_id', 'Diesen Kunden gibt es nicht')
      if (!v.assigned_planner_id) issue('assigned_planner_id', 'Ansprechpartner ist erforderlich')
      else if (ctx.checks && !ctx.checks.planner(v.assigned_planner_id))
        issue('assigned_planner_id', 'Diesen Ansprechpartner gibt es nicht')
      checkDates(v, ctx, issue)
      if (v.guest_count) {
        if (!/^\d+$/.test(v.guest_count))
          issue(
            'guest_count',
            /^-/.test(v.guest_count) ? 'Gästeanzahl muss mindestens 1 sein' : 'Bitte geben Sie eine ganze Zahl ein',
          )
        else if (Number(v.guest_count) < 1) issue('guest_count', 'Gästeanzahl muss mindestens 1 sein')
        else if (Number(v.guest_count) > 1_000_000) issue('guest_count', 'Höchstens 1.000.000 Gäste')
      }
      const budgetMessage = euroInputMessage(v.budget)
      if (budgetMessage)
        issue('budget', /^\s*-/.test(v.budget ?? '') ? 'Budget darf nicht negativ sein' : budgetMessage)
      else if (v.budget && (parseEuroToCents(v.budget) ?? 0) > MAX_AMOUNT_CENTS) issue('budget', MAX_AMOUNT_MESSAGE)
      if (v.contact_email && !z.email().safeParse(v.contact_email).success)
        issue('contact_email', 'Ungültige E-Mail-Adresse')
      for (const key of ['contact_person', 'contact_email', 'contact_phone'] as const) {
        if ((v[key]?.length ?? 0) > MAX.short) issue(key, `Höchstens ${MAX.short} Zeichen`)
      }
      for (const key of ['description', 'notes', 'venue_address'] as const) {
        if ((v[key]?.length ?? 0) > MAX.long) issue(key, `Höchstens ${MAX.long} Zeichen`)
      }
      for (const key of ['venue_name', 'venue_room', 'venue_contact'] as const) {
        if ((v[key]?.length ?? 0) > MAX.short) issue(key, `Höchstens ${MAX.short} Zeichen`)
      }
      const eventYmd = v.event_date && isValidYmd(v.event_date) ? v.event_date : null
      for (const found of eventTimeIssues(times(v), eventYmd)) issue(found.field, found.message)
      if (ctx.withStatus && (!v.status || !(isEventStatus(v.status) || v.status === ctx.original?.status)))
        issue('status', 'Bitte wählen Sie einen Status')
    })
    .transform((v) => ({
      name: v.name!,
      eventType: v.event_type!,
      templateId: v.template_id!,
      endCustomerId: v.end_customer_id!,
      eventDate: ymdToStored(v.event_date!),
      deadlineAt: ymdToStored(v.deadline_at!),
      assignedPlannerId: v.assigned_planner_id!,
      guestCount: v.guest_count ? Number(v.guest_count) : null,
      budgetCents: v.budget ? parseEuroToCents(v.budget) : null,
      contactPerson: v.contact_person || null,
      contactEmail: v.contact_email || null,
      contactPhone: v.contact_phone || null,
      description: v.description || null,
      notes: v.notes || null,
      venueName: v.venue_name || null,
      venueAddress: v.venue_address || null,
      venueRoom: v.venue_room || null,
      venueContact: v.venue_contact || null,
      setupAt: times(v).setup_at ?? null,
      arrivalAt: times(v).arrival_at ?? null,
      startsAt: times(v).starts_at ?? null,
      endsAt: times(v).ends_at ?? null,
      teardownAt: times(v).teardown_at ?? null,
      status: (ctx.withStatus ? v.status : undefined) as EventStatus | string | undefined,
    }))
}

/** The five times as sent, seconds cut off (some browsers send 'T18:00:00'). */
function times(v: Raw) {
  return Object.fromEntries(
    EVENT_TIME_FIELDS.map((f) => [f, v[f] ? normalizeLocalDateTime(v[f]) : undefined]),
  ) as Record<(typeof EVENT_TIME_FIELDS)[number], string | undefined>
}

export type EventValues = z.output<ReturnType<typeof eventSchema>>

function checkDates(v: Raw, ctx: EventSchemaContext, issue: (path: keyof Raw, message: string) => void) {
  const date = v.event_date
  const deadline = v.deadline_at
  const dateOk = Boolean(date && isValidYmd(date))
  if (!date) issue('event_date', 'Veranstaltungsdatum ist erforderlich')
  else if (!dateOk) issue('event_date', 'Bitte geben Sie ein gültiges Datum ein')
  else if (date < ctx.today && date !== ctx.original?.eventDate)
    issue('event_date', 'Das Veranstaltungsdatum darf nicht in der Vergangenheit liegen')
  if (!deadline) issue('deadline_at', 'Fristdatum ist erforderlich')
  else if (!isValidYmd(deadline)) issue('deadline_at', 'Bitte geben Sie ein gültiges Datum ein')
  else if (dateOk && deadline >= date!) issue('deadline_at', 'Fristdatum muss vor dem Veranstaltungsdatum liegen')
  else if (deadline < ctx.today && deadline !== ctx.original?.deadlineAt)
    issue('deadline_at', 'Das Fristdatum darf nicht in der Vergangenheit liegen')
}
