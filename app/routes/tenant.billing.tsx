import type { MetaFunction } from '@remix-run/node'
import { PlaceholderPage } from '~/components/placeholder-page'

export const meta: MetaFunction = () => [{ title: 'Angebote & Rechnungen – Festplan' }]

export default function Page() {
  return (
    <PlaceholderPage title="Angebote & Rechnungen">
      <p>Hier erscheinen die Angebotsanfragen Ihrer Kunden. Rechnungen folgen später.</p>
    </PlaceholderPage>
  )
}
