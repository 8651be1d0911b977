import type { MetaFunction } from '@remix-run/node'
import { PlaceholderPage } from '~/components/placeholder-page'

export const meta: MetaFunction = () => [{ title: 'Dateien – Festplan' }]

export default function Page() {
  return (
    <PlaceholderPage title="Dateien">
      <p>Hier können Sie künftig Dateien zu Ihren Veranstaltungen ablegen. Diese Funktion ist noch nicht verfügbar.</p>
    </PlaceholderPage>
  )
}
