import { Link } from '@remix-run/react'
import { buttonClass } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'

/** The event page's way to Personal and the Küchenzettel. */
export function StaffKitchenCard({ eventId }: { eventId: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Personal & Küche</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Link to={`/tenant/events/${eventId}/personal`} className={buttonClass('outline', 'sm')}>
          Personal & Schichten
        </Link>
        <Link to={`/tenant/events/${eventId}/kueche`} className={buttonClass('outline', 'sm')}>
          Küchenzettel
        </Link>
      </CardContent>
    </Card>
  )
}
