import type { MetaFunction } from '@remix-run/node'
import { PlaceholderPage } from '~/components/placeholder-page'

export const meta: MetaFunction = () => [{ title: 'Analytics – Festplan' }]

export default function Page() {
  return (
    <PlaceholderPage title="Analytics">
      <p>Hier werden künftig Auswertungen zu Veranstaltungen, Umsätzen und Kundenaktivität stehen. Diese Funktion ist noch nicht verfügbar.</p>
    </PlaceholderPage>
  )
}
