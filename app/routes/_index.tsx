import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { buttonClass } from '~/components/ui/button'
import { Badge } from '~/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { getAccount, getCustomer } from '~/services/auth/auth.server'
import { getHostTenant } from '~/services/tenant/host-tenant.server'
import { PLANS } from '~/domain/plans'
import { SiteFooter } from '~/components/site-footer'

export const meta: MetaFunction = () => [{ title: 'Festplan – Eventplanung mit Ihren Kunden' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const account = await getAccount(request)
  if (account) {
    const role = account.profile.role
    throw redirect(role === 'platform_owner' ? '/owner' : '/tenant')
  }
  if (await getCustomer(request)) throw redirect('/customer-dashboard')
  // a tenant's own address belongs to its customers (docs/product.md §2.1: everyone else goes to /customer-login)
  if (getHostTenant(request)) throw redirect('/customer-login?link=neu')
  return null
}

const POINTS = [
  { title: 'DSGVO-konform', text: 'Ihre Daten und die Ihrer Kunden bleiben in der EU, getrennt je Mandant.' },
  { title: 'Live-Dashboard', text: 'Sehen Sie in Echtzeit, was Ihre Kunden auswählen und wie das Budget steht.' },
  { title: 'Branding pro Mandant', text: 'Eigene Subdomain, eigene Farben und Schrift für Ihr Kundenportal.' },
]

export default function Landing() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b">
        <div className="mx-auto flex max-w-6xl items-center justify-between p-4">
          <span className="text-xl font-bold">Festplan</span>
          <nav className="flex gap-2" aria-label="Hauptnavigation">
            <Link to="/tenant-signup?mode=login" className={buttonClass('ghost')}>
              Anmelden
            </Link>
            <Link to="/tenant-signup" className={buttonClass('default')}>
              7 Tage testen
            </Link>
          </nav>
        </div>
      </header>
      <main className="flex-1">
        <section className="mx-auto max-w-4xl px-4 py-20 text-center">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Events planen. Gemeinsam mit Ihren Kunden.</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
            Festplan ist die Plattform für Eventplaner, Agenturen, Locations und Caterer: Veranstaltungen, Endkunden,
            Vorlagen und ein Service-Katalog mit echter Mehrwertsteuer. Ihre Kunden wählen Leistungen selbst aus – mit
            Budgetprüfung bis zur Frist.
          </p>
          <div className="mt-8 flex justify-center gap-3">
            <Link to="/tenant-signup" className={buttonClass('default', 'lg')}>
              7 Tage testen
            </Link>
            <Link to="/tenant-signup?mode=login" className={buttonClass('outline', 'lg')}>
              Anmelden
            </Link>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">Keine Kreditkarte nötig · Jederzeit kündbar</p>
        </section>
        <section aria-labelledby="points" className="bg-muted/50 py-16">
          <h2 id="points" className="sr-only">
            Vorteile
          </h2>
          <div className="mx-auto grid max-w-6xl gap-6 px-4 md:grid-cols-3">
            {POINTS.map((p) => (
              <Card key={p.title}>
                <CardHeader>
                  <CardTitle>{p.title}</CardTitle>
                  <CardDescription>{p.text}</CardDescription>
                </CardHeader>
              </Card>
            ))}
          </div>
        </section>
        <section aria-labelledby="plans" className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="plans" className="text-center text-3xl font-bold">
            Preise
          </h2>
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {PLANS.map((plan) => (
              <Card key={plan.id} className={plan.popular ? 'border-2 border-primary' : undefined}>
                <CardHeader>
                  <div className="flex items-center justify-between">
                    <CardTitle>{plan.name}</CardTitle>
                    {plan.popular ? <Badge>Am beliebtesten</Badge> : null}
                  </div>
                  <p className="mt-2">
                    <span className="text-4xl font-bold">{plan.priceEuros} €</span>
                    <span className="text-muted-foreground"> / Monat</span>
                  </p>
                </CardHeader>
                <CardContent>
                  <ul className="space-y-2 text-sm">
                    {plan.features.map((f) => (
                      <li key={f}>✓ {f}</li>
                    ))}
                  </ul>
                  <Link
                    to="/tenant-signup"
                    className={buttonClass(plan.popular ? 'default' : 'outline', 'default', 'mt-6 w-full')}
                  >
                    7 Tage testen
                  </Link>
                </CardContent>
              </Card>
            ))}
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  )
}
