import type { MetaFunction } from '@remix-run/node'
import { PlaceholderPage } from '~/components/placeholder-page'

export const meta: MetaFunction = () => [{ title: 'Vorlagen – Festplan' }]

export default function Page() {
  return (
    <PlaceholderPage title="Vorlagen">
      <p>Hier bauen Sie Planungsvorlagen aus Modulen und Services.</p>
    </PlaceholderPage>
  )
}
