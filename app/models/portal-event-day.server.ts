import type { Event } from '~/db/schema'
import { berlinYmd } from '~/domain/event-dates'
import { endClock } from '~/domain/event-day/run-of-show'
import { timeRows, venueLines } from '~/domain/event-day/venue'
import { listRunOfShow } from './run-of-show.server'

// What the customer sees of the event day: venue (no contact on site), the
// guests' times (no set-up or tear-down), and the Ablaufplan entries marked
// visible, without the team's notes or responsibles.

export function portalEventDay(tenantId: string, event: Event) {
  const eventYmd = event.eventDate === null ? null : berlinYmd(event.eventDate)
  return {
    venue: venueLines(event, { internal: false }),
    times: timeRows(event, eventYmd, { internal: false }),
    entries: listRunOfShow(tenantId, event.id, { onlyVisible: true }).map((r) => ({
      id: r.id,
      time: r.time,
      end: endClock(r.time, r.durationMinutes),
      title: r.title,
      location: r.location,
    })),
  }
}
