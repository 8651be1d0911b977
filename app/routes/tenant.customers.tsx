import type { MetaFunction } from '@remix-run/node'
import { PlaceholderPage } from '~/components/placeholder-page'

export const meta: MetaFunction = () => [{ title: 'Endkunden – Festplan' }]

export default function Page() {
  return (
    <PlaceholderPage title="Endkunden">
      <p>Hier verwalten Sie Ihre Endkunden und senden ihnen Login-Links per E-Mail.</p>
    </PlaceholderPage>
  )
}
