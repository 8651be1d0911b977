import type { MetaFunction } from '@remix-run/node'
import { PlaceholderPage } from '~/components/placeholder-page'

export const meta: MetaFunction = () => [{ title: 'Kalender – Festplan' }]

export default function Page() {
  return (
    <PlaceholderPage title="Kalender">
      <p>Hier werden künftig Ihre Veranstaltungen und Fristen im Kalender angezeigt. Diese Funktion ist noch nicht verfügbar.</p>
    </PlaceholderPage>
  )
}
