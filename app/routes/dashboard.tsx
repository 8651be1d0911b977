import type { MetaFunction } from '@remix-run/node'
import { PlaceholderPage } from '~/components/placeholder-page'

export const meta: MetaFunction = () => [{ title: 'Dashboard – Festplan' }]

export default function Page() {
  return (
    <PlaceholderPage title="Dashboard">
      <p>Hier erscheint Ihr rollenbezogenes Dashboard mit echten Kennzahlen.</p>
    </PlaceholderPage>
  )
}
