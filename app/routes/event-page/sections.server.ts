import { listEventMails } from '~/models/mail-log.server'
import { eventDaySection } from '~/routes/event-page/event-day-section.server'
import { summarizeCart } from '~/domain/cart'
import { pricingContext } from '~/models/pricing-context.server'
import { deadlineNote } from '~/domain/deadline-days'
import { activitySentence, TIMELINE_PAGE_SIZE } from '~/domain/event-activity'
import { allowedTransitions, STATUS_ACTION_LABELS } from '~/domain/event-status'
import { berlinYmd, dayBefore, todayYmd } from '~/domain/event-dates'
import { listCartLines, openOfferRequest } from '~/models/cart.server'
import { listEventActivities } from '~/models/event-activity.server'
import { eventOfferRequests, type EventFacts } from '~/models/event-page.server'
import { EVENT_PAGE_MESSAGES, listMessages, unreadInThread } from '~/models/message.server'
import { clampPage, pageNumber } from '~/domain/page-number'
import { listEventDocuments } from '~/models/billing-list.server'
import { eventFilesSectionData } from '~/models/file-list.server'
import { getEnv } from '~/utils/env.server'

// The event page's loader, one function per section. The page's loader returns
// { ...eventPageSections(...) }; a new section (e.g. the billing area's
// documents, the files area's files) is one more key here and one card on the page.

export function headerSection(facts: EventFacts, now = Date.now()) {
  const e = facts.event
  return {
    id: e.id,
    name: e.name,
    eventType: e.eventType,
    status: e.status,
    eventDate: e.eventDate,
    deadlineAt: e.deadlineAt,
    deadlineNote: deadlineNote(e.deadlineAt, now),
    guestCount: e.guestCount,
    budgetCents: e.budgetCents,
    contactPerson: e.contactPerson,
    contactEmail: e.contactEmail,
    contactPhone: e.contactPhone,
    customer: facts.customer,
    plannerName: facts.plannerName,
    plannerEmail: facts.plannerEmail,
    templateName: facts.templateName,
    transitions: allowedTransitions(e.status).map((to) => ({ to, label: STATUS_ACTION_LABELS[to] })),
    deadlineForm: {
      today: todayYmd(now),
      max: e.eventDate === null ? null : dayBefore(berlinYmd(e.eventDate)),
      current: e.deadlineAt === null ? '' : berlinYmd(e.deadlineAt),
    },
  }
}

/** The customer's current cart priced exactly as the portal prices it (app/domain/cart.ts). */
export function cartSection(tenantId: string, facts: EventFacts) {
  const cart = summarizeCart(listCartLines(tenantId, facts.event.id), facts.event, pricingContext(tenantId))
  return {
    lines: cart.lines.map((l) => ({
      serviceId: l.serviceId,
      name: l.name,
      quantity: l.quantity,
      available: l.available,
      unitPriceCents: l.unitPriceCents,
      lineTotalCents: l.lineTotalCents,
      parts: l.parts,
    })),
    totalCents: cart.totalCents,
    budgetCents: cart.budgetCents,
    remainingCents: cart.remainingCents,
    budgetExceeded: cart.budgetExceeded,
    vat: cart.vat.rates,
    openOffer: openOfferRequest(tenantId, facts.event.id),
  }
}

export function requestsSection(tenantId: string, eventId: string) {
  return eventOfferRequests(tenantId, eventId)
}

export function messagesSection(tenantId: string, eventId: string, url: URL) {
  const { rows, total, older } = listMessages(tenantId, eventId, {
    param: url.searchParams.get('messages'),
    first: EVENT_PAGE_MESSAGES,
  })
  return { rows, total, older, unread: unreadInThread(tenantId, eventId, 'staff') }
}

export function timelineSection(tenantId: string, eventId: string, url: URL) {
  const requested = pageNumber(url.searchParams.get('page'))
  const first = listEventActivities(tenantId, eventId, { page: requested, pageSize: TIMELINE_PAGE_SIZE })
  const pageCount = Math.max(1, Math.ceil(first.total / TIMELINE_PAGE_SIZE))
  const page = clampPage(requested, pageCount)
  const { rows } =
    page === requested ? first : listEventActivities(tenantId, eventId, { page, pageSize: TIMELINE_PAGE_SIZE })
  return {
    page,
    pageCount,
    entries: rows.map((r) => ({
      id: r.id,
      sentence: activitySentence({ kind: r.kind, details: r.details }),
      actorType: r.actorType,
      actorName: r.actorName,
      createdAt: r.createdAt,
    })),
  }
}

export function eventPageSections(tenantId: string, facts: EventFacts, url: URL) {
  return {
    event: headerSection(facts),
    cart: cartSection(tenantId, facts),
    requests: requestsSection(tenantId, facts.event.id),
    messages: messagesSection(tenantId, facts.event.id, url),
    timeline: timelineSection(tenantId, facts.event.id, url),
    documents: { eventId: facts.event.id, documents: listEventDocuments(tenantId, facts.event.id), today: todayYmd() },
    files: eventFilesSectionData(tenantId, facts.event.id, getEnv().MAX_UPLOAD_MB),
    mails: listEventMails(tenantId, facts.event.id),
    eventDay: eventDaySection(tenantId, facts.event),
  }
}
