import type { MetaFunction } from '@remix-run/node'
import { PlaceholderPage } from '~/components/placeholder-page'

export const meta: MetaFunction = () => [{ title: 'Integrationen – Festplan' }]

export default function Page() {
  return (
    <PlaceholderPage title="Integrationen">
      <p>Hier können Sie künftig Festplan mit anderen Werkzeugen verbinden. Diese Funktion ist noch nicht verfügbar.</p>
    </PlaceholderPage>
  )
}
