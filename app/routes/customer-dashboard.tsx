import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { PlaceholderPage } from '~/components/placeholder-page'
import { requireCustomer } from '~/utils/auth.server'

export const meta: MetaFunction = () => [{ title: 'Ihre Veranstaltung – Festplan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCustomer(request)
  return null
}

export default function Page() {
  return (
    <PlaceholderPage title="Ihre Veranstaltung">
      <p>Hier sehen Sie Ihre Veranstaltung, wählen Leistungen aus den Planungsmodulen und fragen ein Angebot an.</p>
    </PlaceholderPage>
  )
}
