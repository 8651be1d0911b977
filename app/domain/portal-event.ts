// Which of a customer's events the portal shows (one event; with
// several, the next upcoming one, switchable by ?event=<id>).

type Pickable = { id: string; eventDate: number | null; createdAt: number }

/** The requested event if it is one of theirs, else the next upcoming, else the latest past, else the newest undated. */
export function pickEvent<T extends Pickable>(events: T[], requestedId: string | null, now = Date.now()): T | null {
  if (requestedId) {
    const requested = events.find((e) => e.id === requestedId)
    if (requested) return requested
  }
  const dayStart = now - 86_400_000
  const upcoming = events
    .filter((e) => e.eventDate !== null && e.eventDate >= dayStart)
    .sort((a, b) => a.eventDate! - b.eventDate!)
  if (upcoming[0]) return upcoming[0]
  const past = events.filter((e) => e.eventDate !== null).sort((a, b) => b.eventDate! - a.eventDate!)
  if (past[0]) return past[0]
  return [...events].sort((a, b) => b.createdAt - a.createdAt)[0] ?? null
}
