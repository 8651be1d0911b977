import type { LoaderFunctionArgs } from '@remix-run/node'
import { calendarFeedResponse } from '~/services/calendar/ics-feed.server'

// GET /calendar/feed/<token>.ics: the subscribable feed (docs/contracts.md
// §8). The param is the whole last segment '<token>.ics' (a route segment
// cannot mix a param and a fixed suffix); the '.ics' is checked there.
export function loader({ request, params }: LoaderFunctionArgs) {
  return calendarFeedResponse(request, params.token)
}
