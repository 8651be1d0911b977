import type { MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { SiteFooter } from '~/components/site-footer'
import { platformImprint } from '~/utils/platform-imprint.server'

export const meta: MetaFunction = () => [{ title: 'Impressum – Festplan' }]

export async function loader() {
  return { imprint: platformImprint() }
}

export default function Impressum() {
  const { imprint: i } = useLoaderData<typeof loader>()
  return (
    <div className="flex min-h-screen flex-col">
      <main className="mx-auto w-full max-w-3xl flex-1 space-y-4 p-6">
        <p className="text-sm">
          <Link to="/" className="underline underline-offset-4">
            Festplan
          </Link>
        </p>
        <h1 className="text-2xl font-bold">Impressum</h1>
        {i.name ? (
          <section className="space-y-3" data-testid="imprint">
            <p>Angaben gemäß § 5 DDG:</p>
            <address className="not-italic">
              <strong>{i.name}</strong>
              {i.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            {i.representative ? <p>Vertreten durch: {i.representative}</p> : null}
            <p>
              {i.email ? (
                <span className="block">
                  E-Mail:{' '}
                  <a href={`mailto:${i.email}`} className="underline">
                    {i.email}
                  </a>
                </span>
              ) : null}
              {i.phone ? <span className="block">Telefon: {i.phone}</span> : null}
            </p>
            {i.register ? <p>Registereintrag: {i.register}</p> : null}
            {i.vatId ? <p>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: {i.vatId}</p> : null}
          </section>
        ) : (
          <p role="status">
            Der Betreiber dieser Festplan-Installation hat seine Angaben noch nicht hinterlegt (Umgebungsvariablen
            PLATFORM_IMPRINT_NAME, PLATFORM_IMPRINT_ADDRESS, PLATFORM_IMPRINT_EMAIL …).
          </p>
        )}
        <p className="text-sm text-muted-foreground">
          Jeder Veranstalter, der Festplan nutzt, ist für seine eigenen Inhalte verantwortlich und nennt im Kundenportal
          sein eigenes Impressum.
        </p>
      </main>
      <SiteFooter />
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
