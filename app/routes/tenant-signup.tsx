import type { MetaFunction } from '@remix-run/node'
import { PlaceholderPage } from '~/components/placeholder-page'

export const meta: MetaFunction = () => [{ title: 'Registrieren – Festplan' }]

export default function Page() {
  return (
    <PlaceholderPage title="Registrieren">
      <p>Hier entsteht die Registrierung mit 7 Tagen kostenloser Testphase und die Anmeldung für Planer.</p>
    </PlaceholderPage>
  )
}
