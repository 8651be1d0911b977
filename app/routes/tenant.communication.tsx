import type { MetaFunction } from '@remix-run/node'
import { PlaceholderPage } from '~/components/placeholder-page'

export const meta: MetaFunction = () => [{ title: 'Kommunikation – Festplan' }]

export default function Page() {
  return (
    <PlaceholderPage title="Kommunikation">
      <p>Hier wird künftig der Nachrichtenverlauf mit Ihren Kunden stehen. Diese Funktion ist noch nicht verfügbar.</p>
    </PlaceholderPage>
  )
}
