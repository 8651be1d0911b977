import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form } from '@remix-run/react'
import { PlaceholderPage } from '~/components/placeholder-page'
import { buttonClass } from '~/components/ui/button'
import { requirePlatformOwner } from '~/utils/auth.server'

export const meta: MetaFunction = () => [{ title: 'Plattform-Übersicht – Festplan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePlatformOwner(request)
  return null
}

export default function Page() {
  return (
    <PlaceholderPage title="Plattform-Übersicht">
      <p>Hier sehen Sie alle Mandanten mit Status, Testphase und Kennzahlen und können ihren Status ändern.</p>
      <Form method="post" action="/logout">
        <button type="submit" className={buttonClass('outline', 'sm')}>Abmelden</button>
      </Form>
    </PlaceholderPage>
  )
}
