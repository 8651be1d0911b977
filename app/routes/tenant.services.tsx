import type { MetaFunction } from '@remix-run/node'
import { PlaceholderPage } from '~/components/placeholder-page'

export const meta: MetaFunction = () => [{ title: 'Service-Katalog – Festplan' }]

export default function Page() {
  return (
    <PlaceholderPage title="Service-Katalog">
      <p>Hier pflegen Sie Ihre Leistungen mit Netto- und Bruttopreisen nach deutschem Steuerrecht.</p>
    </PlaceholderPage>
  )
}
