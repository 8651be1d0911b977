import { Form, useNavigation } from '@remix-run/react'
import { Badge, type BadgeVariant } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { formatDateTime } from '~/utils/format'

const LABELS: Record<string, { label: string; variant: BadgeVariant }> = {
  open: { label: 'Offen', variant: 'outline' },
  accepted: { label: 'Angenommen', variant: 'default' },
  declined: { label: 'Abgelehnt', variant: 'destructive' },
}

export function OfferStatusBadge({ status }: { status: string }) {
  const known = LABELS[status]
  return <Badge variant={known?.variant ?? 'outline'}>{known?.label ?? status}</Badge>
}

/** Accept or decline an open request (a form post; works without JavaScript). */
export function OfferDecision({ status, decidedAt }: { status: string; decidedAt: number | null }) {
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting'
  if (status !== 'open') {
    return (
      <p className="flex items-center gap-2 text-sm">
        <OfferStatusBadge status={status} />
        {decidedAt ? <span className="text-muted-foreground">am {formatDateTime(decidedAt)}</span> : null}
      </p>
    )
  }
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2">
      <OfferStatusBadge status={status} />
      <span className="text-sm text-muted-foreground">Der Warenkorb des Kunden ist gesperrt, bis Sie entscheiden.</span>
      <Button type="submit" name="intent" value="accept" disabled={pending}>Angebot annehmen</Button>
      <Button type="submit" name="intent" value="decline" variant="outline" disabled={pending}>Ablehnen</Button>
    </Form>
  )
}
