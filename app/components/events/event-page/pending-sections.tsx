import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'

// The places of other areas on the event page. At merge the lead replaces
// each with the area's section: EventDocumentsSection (billing: offers and
// invoices of this event), EventFilesSection (files of this event).

export function DocumentsPlace() {
  return (
    <Card data-testid="event-documents">
      <CardHeader><CardTitle>Angebote &amp; Rechnungen</CardTitle></CardHeader>
      <CardContent><p className="text-sm text-muted-foreground">Noch keine Angebote oder Rechnungen.</p></CardContent>
    </Card>
  )
}

export function FilesPlace() {
  return (
    <Card data-testid="event-files">
      <CardHeader><CardTitle>Dateien</CardTitle></CardHeader>
      <CardContent><p className="text-sm text-muted-foreground">Noch keine Dateien.</p></CardContent>
    </Card>
  )
}
