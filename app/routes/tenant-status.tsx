import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { buttonClass } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { effectivePlanId, planName } from '~/domain/plans'
import { CLOSED_TITLES, staffExplanation } from '~/domain/tenant-closure'
import { STATUS_LABELS, type TenantStatus } from '~/domain/trial'
import { requireClosedTenantStaff } from '~/services/auth/auth.server'
import { formatDate } from '~/utils/format'
import { platformContact } from '~/services/mail/platform-contact.server'

// docs/features/first-steps.md: the staff of a suspended or cancelled tenant land here
// (on the platform host) instead of 'Tenant nicht gefunden': why, whom to
// contact, the plan, and for admins the way to their data.

export const meta: MetaFunction = () => [{ title: 'Kontostatus – Festplan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const { role, tenant, reason } = await requireClosedTenantStaff(request)
  const isAdmin = role === 'tenant_admin'
  const paid = tenant.plan !== null
  return {
    reason,
    title: CLOSED_TITLES[reason],
    explanation: staffExplanation(reason),
    tenantName: tenant.name,
    statusLabel: STATUS_LABELS[tenant.status as TenantStatus] ?? tenant.status,
    plan: paid ? planName(effectivePlanId({ status: 'active_paid', plan: tenant.plan })) : 'Testphase',
    eraseAfter: reason === 'cancelled-by-admin' ? tenant.eraseAfter : null,
    isAdmin,
    // the account page (export, undo) is open to admins of a suspended tenant and of one they cancelled
    accountLink: isAdmin && reason !== 'cancelled',
    contact: platformContact(),
  }
}

export default function TenantStatusPage() {
  const d = useLoaderData<typeof loader>()
  const subject = encodeURIComponent(`Festplan-Konto ${d.tenantName}: ${d.statusLabel}`)
  return (
    <main className="mx-auto max-w-2xl space-y-6 p-6">
      <h1 className="text-2xl font-bold">{d.title}</h1>
      <Card role="status">
        <CardHeader>
          <CardTitle>
            {d.tenantName}: {d.statusLabel}
          </CardTitle>
          <CardDescription>Tarif: {d.plan}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-2 text-sm">
          {d.explanation.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {d.eraseAfter ? (
            <p>Am {formatDate(d.eraseAfter)} werden die Daten gelöscht; Rechnungen bleiben aufbewahrt.</p>
          ) : null}
          {d.isAdmin ? null : <p>Bitte wenden Sie sich an einen Administrator Ihres Kontos.</p>}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Ihr Ansprechpartner</CardTitle>
          <CardDescription>
            Fragen zur Sperre, Kündigung oder Zahlung beantwortet der Plattformbetreiber.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-1 text-sm" data-testid="platform-contact">
          <p className="font-medium">{d.contact.name}</p>
          {d.contact.email ? (
            <p>
              E-Mail:{' '}
              <a className="underline underline-offset-4" href={`mailto:${d.contact.email}?subject=${subject}`}>
                {d.contact.email}
              </a>
            </p>
          ) : null}
          {d.contact.phone ? <p>Telefon: {d.contact.phone}</p> : null}
        </CardContent>
      </Card>
      <div className="flex flex-wrap gap-2">
        {d.accountLink ? (
          <Link to="/tenant/settings/account" className={buttonClass('default')}>
            {d.reason === 'cancelled-by-admin'
              ? 'Kündigung zurücknehmen oder Daten exportieren'
              : 'Konto & Daten (Export)'}
          </Link>
        ) : null}
        <Form method="post" action="/logout">
          <button type="submit" className={buttonClass('outline')}>
            Abmelden
          </button>
        </Form>
      </div>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
