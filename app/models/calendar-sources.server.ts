import type { CalendarEntry, CalendarProvider, CalendarQuery } from '~/domain/calendar/entries'
import { invoiceDueEntries, offerValidityEntries } from './calendar-billing.server'
import { deadlineEntries, eventDateEntries } from './calendar.server'

/**
 * Every source of calendar entries: the page, the feed and the customer .ics
 * read this list. A new kind (offer 'gültig bis', invoice 'fällig am') is one
 * provider returning CalendarEntry rows (with its own uid, e.g.
 * '<offerId>-valid@festplan', and href) added here.
 */
export const CALENDAR_PROVIDERS: CalendarProvider[] = [
  eventDateEntries,
  deadlineEntries,
  offerValidityEntries,
  invoiceDueEntries,
]

export function calendarEntries(
  tenantId: string,
  query: CalendarQuery,
  providers = CALENDAR_PROVIDERS,
): CalendarEntry[] {
  return providers.flatMap((provider) => provider(tenantId, query))
}
