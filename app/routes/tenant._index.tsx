import type { MetaFunction } from '@remix-run/node'
import { PlaceholderPage } from '~/components/placeholder-page'

export const meta: MetaFunction = () => [{ title: 'Übersicht – Festplan' }]

export default function Page() {
  return (
    <PlaceholderPage title="Übersicht">
      <p>Hier erscheinen Ihre Testphase, Kennzahlen aus Ihren echten Daten und die neuesten Veranstaltungen.</p>
    </PlaceholderPage>
  )
}
