import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { InvoiceLinesTable } from '~/components/billing/invoice-lines-table'
import { InvoiceTotals } from '~/components/billing/invoice-totals'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Button, buttonClass } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { INVOICE_STATE_LABELS, invoiceState, openCentsOf } from '~/domain/billing/invoice-state'
import { todayYmd } from '~/domain/event-dates'
import { paymentSchema } from '~/forms/payment'
import { berlinDate } from '~/models/billing-document.server'
import { cancelInvoice, finalizeInvoice, findInvoice, listInvoicePayments, recordPayment } from '~/models/invoice.server'
import { invoiceView } from '~/models/invoice-view.server'
import { storeInvoicePdfs } from '~/models/invoice-pdf.server'
import { guardAction } from '~/utils/action.server'
import { requireTenantStaff } from '~/utils/auth.server'
import { formatCents } from '~/utils/format'
import { notFound, redirectWithToast } from '~/utils/http.server'

// One invoice: intent=finalize (number, frozen), intent=payment (paid_on,
// amount), intent=cancel (Stornorechnung). A finalised invoice is never edited.

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Rechnung ${data?.invoice.number ?? 'Entwurf'} – Festplan` }]

const KIND_LABELS: Record<string, string> = { single: 'Rechnung', deposit: 'Abschlagsrechnung', final: 'Schlussrechnung', cancellation: 'Stornorechnung' }

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const inv = findInvoice(staff.tenantId, params.invoiceId ?? '')
  if (!inv) notFound()
  const { xml: _x, documentJson: _d, ...invoice } = inv
  const state = invoiceState(inv, berlinDate(Date.now()))
  return {
    invoice: { ...invoice, state, stateLabel: INVOICE_STATE_LABELS[state], openCents: openCentsOf(inv) },
    view: invoiceView(staff.tenantId, inv),
    payments: listInvoicePayments(staff.tenantId, inv.id),
    today: berlinDate(Date.now()),
  }
}

type Errors = Record<string, string>
const fail = (errors: Errors, values: Record<string, string> = {}) => data({ errors, values }, { status: 400 })

export async function action({ request, params }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const staff = await requireTenantStaff(request)
  const inv = findInvoice(staff.tenantId, params.invoiceId ?? '')
  if (!inv) notFound()
  const url = `/tenant/invoices/${inv.id}`
  const intent = formData.get('intent')
  if (intent === 'finalize') {
    const r = finalizeInvoice(staff.tenantId, inv.id, { type: 'staff', id: staff.userId, name: staff.profile.fullName })
    if (!r) notFound()
    if (r.ok) {
      await storeInvoicePdfs(staff.tenantId, [r.invoice.id])
      return redirectWithToast(url, { type: 'success', description: `Rechnung ${r.invoice.number} wurde abgeschlossen.` })
    }
    if (r.reason === 'already') return redirectWithToast(url, { type: 'info', description: 'Diese Rechnung ist bereits abgeschlossen.' })
    if (r.reason === 'missing') return fail({ form: `Rechnungsdaten fehlen: ${r.missing!.join(', ')}. Bitte unter Einstellungen → Rechnungsdaten ergänzen.` })
    return fail({ form: inv.kind === 'deposit' ? 'Die Abschläge würden die Summe des Auftrags übersteigen: Alle Abschläge zusammen dürfen höchstens 100 % betragen.' : 'Die Abschläge übersteigen die Summe der Schlussrechnung.' })
  }
  if (intent === 'payment') {
    const values = { paid_on: String(formData.get('paid_on') ?? '').trim(), amount: String(formData.get('amount') ?? '').trim() }
    const parsed = paymentSchema(todayYmd()).safeParse({ intent, ...values })
    if (!parsed.success) {
      const errors: Errors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'paid_on' || issue.path[0] === 'amount' ? issue.path[0] : 'form'
        errors[field] ??= issue.message
      }
      return fail(errors, values)
    }
    const { paid_on: paidOn, amount } = parsed.data
    const r = recordPayment(staff.tenantId, inv.id, paidOn, amount!)
    if (!r) notFound()
    if (!r.ok) return fail(r.reason === 'too-much' ? { amount: `Der Betrag ist höher als der offene Betrag (${formatCents(inv.payableCents - inv.paidCents)})` } : { form: 'Zahlungen gibt es nur für abgeschlossene, offene Rechnungen.' }, values)
    return redirectWithToast(url, { type: 'success', description: 'Zahlung wurde erfasst.' })
  }
  if (intent === 'cancel') {
    const r = cancelInvoice(staff.tenantId, inv.id, { id: staff.userId, name: staff.profile.fullName })
    if (!r) notFound()
    if (!r.ok) {
      const messages = { 'not-final': 'Nur eine abgeschlossene Rechnung kann storniert werden.', 'has-payments': 'Eine Rechnung mit Zahlungen kann nicht storniert werden.', missing: `Rechnungsdaten fehlen: ${(r.missing ?? []).join(', ')}` }
      return fail({ form: messages[r.reason] })
    }
    await storeInvoicePdfs(staff.tenantId, [r.cancellationId])
    return redirectWithToast(`/tenant/invoices/${r.cancellationId}`, { type: 'success', description: 'Stornorechnung wurde erstellt.' })
  }
  return fail({ form: 'Unbekannte Aktion.' })
}

export default function InvoicePage() {
  const { invoice, view, payments, today } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const errors: Errors = actionData?.errors ?? {}
  const values: Record<string, string> = actionData?.values ?? {}
  return (
    <section className="mx-auto max-w-6xl space-y-4 p-6">
      <p className="text-sm"><Link to="/tenant/billing?tab=invoices" className="underline underline-offset-4">Angebote &amp; Rechnungen</Link></p>
      <h1 className="text-2xl font-bold">{KIND_LABELS[invoice.kind]} {invoice.number ?? '(Entwurf)'}</h1>
      <p className="text-sm text-muted-foreground">
        {invoice.eventName} · {invoice.customerName ?? ''} · Status: <strong data-testid="invoice-state">{invoice.stateLabel}</strong>
        {invoice.dueDate ? ` · fällig am ${invoice.dueDate.split('-').reverse().join('.')}` : ''}
      </p>
      {errors.form ? <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">{errors.form}</p> : null}
      {invoice.status === 'draft' ? <p className="text-sm text-muted-foreground">Entwurf: So wird die Rechnung beim Abschließen berechnet.</p> : null}
      <InvoiceLinesTable view={view} />
      <InvoiceTotals view={view}>
        {invoice.status === 'final' && invoice.kind !== 'cancellation' ? (<><dt>Zu zahlen</dt><dd className="text-right">{formatCents(invoice.payableCents)}</dd><dt>Offen</dt><dd className="text-right" data-testid="invoice-open">{formatCents(invoice.openCents)}</dd></>) : null}
      </InvoiceTotals>
      {view.statement.length ? <div className="space-y-1 text-sm text-muted-foreground" data-testid="invoice-statement">{view.statement.map((text) => <p key={text}>{text}</p>)}</div> : null}
      {invoice.status === 'draft' ? (
        <Form method="post"><Button type="submit" name="intent" value="finalize">Rechnung abschließen</Button></Form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <a href={`/tenant/invoices/${invoice.id}/pdf`} className={buttonClass('outline')}>PDF (ZUGFeRD)</a>
          <a href={`/tenant/invoices/${invoice.id}/xrechnung.xml`} className={buttonClass('outline')}>XRechnung (XML)</a>
          {invoice.status === 'final' && invoice.kind !== 'cancellation' && invoice.paidCents === 0 ? (
            <Form method="post"><Button type="submit" variant="destructive" name="intent" value="cancel">Stornieren</Button></Form>
          ) : null}
        </div>
      )}
      {invoice.status === 'final' && invoice.kind !== 'cancellation' && invoice.openCents > 0 ? (
        <Form method="post" className="grid max-w-xl gap-3 rounded-md border p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <Field label="Zahlungsdatum" name="paid_on" type="date" defaultValue={values.paid_on ?? today} errors={errors.paid_on ? [errors.paid_on] : undefined} />
          <Field label="Betrag (€)" name="amount" inputMode="decimal" defaultValue={values.amount ?? ''} errors={errors.amount ? [errors.amount] : undefined} />
          <Button type="submit" name="intent" value="payment">Zahlung erfassen</Button>
        </Form>
      ) : null}
      {payments.length ? (
        <ul className="text-sm">{payments.map((p) => <li key={p.id}>{p.paidOn.split('-').reverse().join('.')}: {formatCents(p.amountCents)}</li>)}</ul>
      ) : null}
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
