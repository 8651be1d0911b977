import { parseWithZod } from '~/utils/conform'
import type { Event } from '~/db/schema'
import { eventOptionChecks } from '~/models/event-options.server'
import { todayYmd } from '~/domain/event-dates'
import { centsToEuroInput } from '~/domain/event-budget'
import { toDateInput } from '~/utils/format'
import { eventSchema, type EventClientContext } from './event'

// Server side of the event form: the same schema plus the tenant checks.

export function eventContext(event?: Event, withStatus = false): EventClientContext {
  return {
    today: todayYmd(),
    withStatus,
    original: event
      ? {
          eventDate: toDateInput(event.eventDate),
          deadlineAt: toDateInput(event.deadlineAt),
          templateId: event.templateId,
          endCustomerId: event.endCustomerId,
          status: event.status,
        }
      : undefined,
  }
}

export function parseEventForm(tenantId: string, formData: FormData, context: EventClientContext) {
  const checks = eventOptionChecks(tenantId, {
    templateId: context.original?.templateId,
    endCustomerId: context.original?.endCustomerId,
  })
  return parseWithZod(formData, { schema: eventSchema({ ...context, checks }) })
}

/** A stored event as the form's text values. */
export function eventDefaults(event: Event) {
  return {
    name: event.name,
    event_type: event.eventType,
    template_id: event.templateId ?? '',
    end_customer_id: event.endCustomerId ?? '',
    event_date: toDateInput(event.eventDate),
    deadline_at: toDateInput(event.deadlineAt),
    assigned_planner_id: event.assignedPlannerId ?? '',
    guest_count: event.guestCount === null ? '' : String(event.guestCount),
    budget: centsToEuroInput(event.budgetCents),
    contact_person: event.contactPerson ?? '',
    contact_email: event.contactEmail ?? '',
    contact_phone: event.contactPhone ?? '',
    description: event.description ?? '',
    notes: event.notes ?? '',
    venue_name: event.venueName ?? '',
    venue_address: event.venueAddress ?? '',
    venue_room: event.venueRoom ?? '',
    venue_contact: event.venueContact ?? '',
    setup_at: event.setupAt ?? '',
    arrival_at: event.arrivalAt ?? '',
    starts_at: event.startsAt ?? '',
    ends_at: event.endsAt ?? '',
    teardown_at: event.teardownAt ?? '',
    status: event.status,
  }
}
