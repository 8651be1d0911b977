import { parseWithZod } from '~/utils/conform'
import { afterHydration } from '~/utils/after-hydration'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { todayYmd } from '~/domain/event-dates'
import { billingExportSchema, defaultExportPeriod } from '~/forms/billing-export'
import { BILLING_EXPORT_FIELDS } from '~/forms/billing-export-fields'
import { countExportInvoices } from '~/models/billing-export.server'
import { BILLING_EXPORT_LEASE, liveLease } from '~/models/export-lease.server'
import { requireTenantAdmin } from '~/services/auth/auth.server'
import { formatDate } from '~/utils/format'

// Export für die Steuerberatung (admins; docs/features/billing.md): a GET form with the period.
// A valid ?from=&to= goes on to the ZIP (/tenant/billing/export.zip, same
// query); an invalid one comes back here with the messages at the fields.

export const meta: MetaFunction = () => [{ title: 'Export für die Steuerberatung – Festplan' }]

const BillingExportForm = afterHydration(() => import('~/components/billing/billing-export-form'), 'BillingExportForm')

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantAdmin(request)
  const url = new URL(request.url)
  const tenant = url.searchParams.get('tenant')
  const submitted = BILLING_EXPORT_FIELDS.some((f) => url.searchParams.has(f))
  const submission = submitted ? parseWithZod(url.searchParams, { schema: billingExportSchema }) : null
  if (submission?.status === 'success') throw redirect(`/tenant/billing/export.zip${url.search}`)
  const values = Object.fromEntries(BILLING_EXPORT_FIELDS.map((f) => [f, (url.searchParams.get(f) ?? '').slice(0, 20)]))
  const defaults = submitted ? values : { ...values, ...defaultExportPeriod(todayYmd()) }
  return {
    tenant,
    defaults,
    result: submission?.reply() ?? null,
    running: liveLease(BILLING_EXPORT_LEASE, staff.tenantId) !== null,
    // the defaults are a valid period; a submitted one that failed gets no count
    invoiceCount: submitted ? null : countExportInvoices(staff.tenantId, defaults.from, defaults.to),
  }
}

const formatYmd = (ymd: string) => formatDate(Date.parse(`${ymd}T12:00:00Z`))

export default function BillingExport() {
  const { tenant, defaults, result, running, invoiceCount } = useLoaderData<typeof loader>()
  return (
    <section className="mx-auto max-w-3xl space-y-6 p-6">
      <p className="text-sm">
        <Link to="/tenant/billing?tab=invoices" className="underline underline-offset-4">
          Angebote &amp; Rechnungen
        </Link>
      </p>
      <h1 className="text-2xl font-bold">Export für die Steuerberatung</h1>
      <p className="text-sm text-muted-foreground">
        Eine ZIP-Datei mit dem DATEV-Buchungsstapel (EXTF, Windows-1252) aller abgeschlossenen Rechnungen,
        Stornorechnungen und Zahlungen des Zeitraums sowie jeder Rechnung als PDF (ZUGFeRD) und als XRechnung (XML).
        Maßgeblich ist das Rechnungsdatum bzw. das Zahlungsdatum.
      </p>
      {running ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Gerade läuft ein Export für die Steuerberatung. Ein weiterer ist möglich, sobald dieser fertig ist.
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground" data-testid="export-progress-note">
        {invoiceCount !== null
          ? `Im Zeitraum ${formatYmd(defaults.from!)} – ${formatYmd(defaults.to!)}: ${invoiceCount.toLocaleString('de-DE')} ${invoiceCount === 1 ? 'Rechnung' : 'Rechnungen'}. `
          : ''}
        Die ZIP-Datei wird während des Herunterladens erstellt, Rechnung für Rechnung; bei vielen Rechnungen dauert das
        einige Minuten. Je Mandant läuft ein Export zur Zeit.
      </p>
      <BillingExportForm tenant={tenant} defaults={defaults} result={result} />
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
