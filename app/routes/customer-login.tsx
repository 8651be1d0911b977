import type { MetaFunction } from '@remix-run/node'
import { PlaceholderPage } from '~/components/placeholder-page'

export const meta: MetaFunction = () => [{ title: 'Kunden-Login – Festplan' }]

export default function Page() {
  return (
    <PlaceholderPage title="Kunden-Login">
      <p>Hier melden sich Endkunden mit dem Link aus ihrer E-Mail an.</p>
    </PlaceholderPage>
  )
}
