import { Badge } from '~/components/ui/badge'
import { eventStatusLabel, eventStatusVariant } from '~/domain/event-status'

export function EventStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={eventStatusVariant(status)} data-testid="event-status">
      {eventStatusLabel(status)}
    </Badge>
  )
}
