import type { MetaFunction } from '@remix-run/node'
import { PlaceholderPage } from '~/components/placeholder-page'

export const meta: MetaFunction = () => [{ title: 'Einstellungen – Festplan' }]

export default function Page() {
  return (
    <PlaceholderPage title="Einstellungen">
      <p>Hier stehen künftig Branding, Team, Ihr Profil und das Sicherheitsprotokoll.</p>
    </PlaceholderPage>
  )
}
