import type { MetaFunction } from '@remix-run/node'
import { PlaceholderPage } from '~/components/placeholder-page'

export const meta: MetaFunction = () => [{ title: 'Veranstaltungen – Festplan' }]

export default function Page() {
  return (
    <PlaceholderPage title="Veranstaltungen">
      <p>Hier legen Sie Veranstaltungen an, suchen, bearbeiten und löschen sie.</p>
    </PlaceholderPage>
  )
}
