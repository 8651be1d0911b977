import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { afterHydration } from '~/utils/after-hydration'
import { data } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { InvoiceLinesTable } from '~/components/billing/invoice-lines-table'
import { InvoiceTotals } from '~/components/billing/invoice-totals'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Button, buttonClass } from '~/components/ui/button'
import { INVOICE_KIND_LABELS, INVOICE_STATE_LABELS, invoiceState, openCentsOf } from '~/domain/billing/invoice-state'
import { berlinDate } from '~/models/billing-document.server'
import { findInvoice, invoiceLinesOf } from '~/models/invoice.server'
import { listInvoicePayments } from '~/models/invoice-payment.server'
import { lineFormDefaults } from '~/domain/billing/line-form-defaults'
import { pendingConfirmation } from '~/domain/confirm-step'
import { InvoiceConfirmStep } from '~/components/billing/invoice-confirm-step'
import { PaymentForm, PaymentList } from '~/components/billing/invoice-payments'
import {
  deleteInvoiceDraftAction,
  deletePaymentAction,
  invoiceDraftBounds,
  saveInvoiceDraftAction,
} from '~/services/invoice-draft.server'
import { invoiceView } from '~/models/invoice-view.server'
import { invoiceReminderHistory } from '~/services/invoice-reminder-history.server'
import { remindInvoice } from '~/services/invoice-reminder.server'
import { sendInvoiceIntent } from '~/services/invoice-send.server'
import { InvoiceMailActions, InvoiceReminderList } from '~/components/billing/invoice-mail-actions'
import {
  cancelInvoiceAction,
  finalizeInvoiceAction,
  invoicePageError,
  recordPaymentAction,
} from '~/services/invoice-page-actions.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { formatCents, formatDay } from '~/utils/format'
import { notFound, redirectWithToast } from '~/utils/http.server'

const InvoiceDraftEditor = afterHydration(
  () => import('~/components/billing/invoice-draft-editor'),
  'InvoiceDraftEditor',
)

// One invoice: the draft editor (intent=save-draft), intent=finalize (number,
// frozen), intent=payment (paid_on, amount), intent=cancel (Stornorechnung),
// intent=send / finalize-send (mail with PDF and XML), intent=remind
// (Zahlungserinnerung, 1. / 2. Mahnung), intent=delete (a draft) and
// intent=delete-payment (payment_id). Finalising, cancelling and deleting ask
// first (confirm=1). A finalised invoice is never edited.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Rechnung ${data?.invoice.number ?? 'Entwurf'} – Festplan` },
]

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
    reminders: invoiceReminderHistory(staff.tenantId, inv),
    today: berlinDate(Date.now()),
    draft:
      inv.status === 'draft' && inv.kind !== 'cancellation'
        ? {
            bounds: invoiceDraftBounds(staff.tenantId),
            defaults: {
              lines: lineFormDefaults(invoiceLinesOf(staff.tenantId, inv.id)),
              issue_date: inv.issueDate ?? '',
              service_from: inv.serviceFrom ?? '',
              service_to: inv.serviceTo ?? '',
              intro: inv.intro ?? '',
              closing: inv.closing ?? '',
            },
          }
        : null,
  }
}

type Errors = Record<string, string>

export async function action({ request, params }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const staff = await requireTenantStaff(request)
  const inv = findInvoice(staff.tenantId, params.invoiceId ?? '')
  if (!inv) notFound()
  const url = `/tenant/invoices/${inv.id}`
  const intent = formData.get('intent')
  const ask = pendingConfirmation(intent, formData.get('confirm'))
  if (ask)
    return data({ confirm: ask, paymentId: ask === 'delete-payment' ? String(formData.get('payment_id') ?? '') : null })
  if (intent === 'save-draft') return saveInvoiceDraftAction(staff.tenantId, inv, formData)
  if (intent === 'delete') return deleteInvoiceDraftAction(staff.tenantId, inv)
  if (intent === 'delete-payment') return deletePaymentAction(staff.tenantId, inv, formData)
  if (intent === 'send' || intent === 'finalize-send') {
    const r = await sendInvoiceIntent(
      staff.tenant,
      { id: staff.userId, name: staff.profile.fullName },
      inv.id,
      intent === 'finalize-send',
    )
    if (!r) notFound()
    if (r.ok) return redirectWithToast(url, { type: 'success', description: r.message })
    if (r.finalized) return redirectWithToast(url, { type: 'warning', description: r.message })
    return data({ errors: { form: r.message } as Errors, values: {} }, { status: r.status })
  }
  if (intent === 'remind') {
    const r = await remindInvoice(staff.tenant, inv.id)
    if (!r) notFound()
    if (r.ok) return redirectWithToast(url, { type: 'success', description: r.message })
    return data({ errors: { form: r.message } as Errors, values: {} }, { status: r.status })
  }
  const actor = { tenantId: staff.tenantId, userId: staff.userId, name: staff.profile.fullName }
  if (intent === 'finalize') return finalizeInvoiceAction(actor, inv, url)
  if (intent === 'payment') return recordPaymentAction(staff.tenantId, inv, formData, url)
  if (intent === 'cancel') return cancelInvoiceAction(actor, inv)
  return invoicePageError({ form: 'Unbekannte Aktion.' })
}

export default function InvoicePage() {
  const { invoice, view, payments, reminders, today, draft } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as
    | { errors?: Errors; values?: Record<string, string>; confirm?: string; paymentId?: string | null; result?: never }
    | undefined
  const errors: Errors = actionData?.errors ?? {}
  const values: Record<string, string> = actionData?.values ?? {}
  const confirm = actionData?.confirm ?? null
  const back = `/tenant/invoices/${invoice.id}`
  const payment = confirm === 'delete-payment' ? payments.find((p) => p.id === actionData?.paymentId) : undefined
  return (
    <section className="mx-auto max-w-6xl space-y-4 p-6">
      <p className="text-sm">
        <Link to="/tenant/billing?tab=invoices" className="underline underline-offset-4">
          Angebote &amp; Rechnungen
        </Link>
      </p>
      <h1 className="text-2xl font-bold">
        {INVOICE_KIND_LABELS[invoice.kind]} {invoice.number ?? '(Entwurf)'}
      </h1>
      <p className="text-sm text-muted-foreground">
        {invoice.eventName} · {invoice.customerName ?? ''} · Status:{' '}
        <strong data-testid="invoice-state">{invoice.stateLabel}</strong>
        {invoice.dueDate ? ` · fällig am ${formatDay(invoice.dueDate)}` : ''}
      </p>
      {errors.form ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {errors.form}
        </p>
      ) : null}
      <InvoiceConfirmStep
        confirm={confirm}
        grossCents={invoice.grossCents}
        viewGrossCents={view.grossCents}
        payment={payment}
        back={back}
      />
      {invoice.status === 'draft' ? (
        <p className="text-sm text-muted-foreground">Entwurf: So wird die Rechnung beim Abschließen berechnet.</p>
      ) : null}
      <InvoiceLinesTable view={view} />
      <InvoiceTotals view={view}>
        {invoice.status === 'final' && invoice.kind !== 'cancellation' ? (
          <>
            <dt>Zu zahlen</dt>
            <dd className="text-right">{formatCents(invoice.payableCents)}</dd>
            <dt>Offen</dt>
            <dd className="text-right" data-testid="invoice-open">
              {formatCents(invoice.openCents)}
            </dd>
          </>
        ) : null}
      </InvoiceTotals>
      {view.statement.length ? (
        <div className="space-y-1 text-sm text-muted-foreground" data-testid="invoice-statement">
          {view.statement.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      ) : null}
      {draft ? (
        <InvoiceDraftEditor
          invoiceId={invoice.id}
          defaults={draft.defaults}
          bounds={draft.bounds}
          smallBusiness={view.smallBusiness}
          lastResult={actionData?.result}
        />
      ) : null}
      {invoice.status === 'draft' ? (
        <div className="flex flex-wrap items-center gap-2">
          <Form method="post" className="flex flex-wrap gap-2">
            <Button type="submit" name="intent" value="finalize">
              Rechnung abschließen
            </Button>
            <Button type="submit" variant="outline" name="intent" value="finalize-send">
              Finalisieren und senden
            </Button>
          </Form>
          <a href={`/tenant/invoices/${invoice.id}/pdf`} className={buttonClass('outline')}>
            PDF-Vorschau (Entwurf)
          </a>
          <Form method="post">
            <Button type="submit" variant="ghost" name="intent" value="delete">
              Entwurf löschen
            </Button>
          </Form>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <a href={`/tenant/invoices/${invoice.id}/pdf`} className={buttonClass('outline')}>
            PDF (ZUGFeRD)
          </a>
          <a href={`/tenant/invoices/${invoice.id}/xrechnung.xml`} className={buttonClass('outline')}>
            XRechnung (XML)
          </a>
          {invoice.status === 'final' && invoice.kind !== 'cancellation' && invoice.paidCents === 0 ? (
            <Form method="post">
              <Button type="submit" variant="destructive" name="intent" value="cancel">
                Stornieren
              </Button>
            </Form>
          ) : null}
        </div>
      )}
      {invoice.status === 'final' && invoice.kind !== 'cancellation' && invoice.openCents > 0 ? (
        <PaymentForm today={today} values={values} errors={errors} />
      ) : null}
      <InvoiceMailActions status={invoice.status} kind={invoice.kind} next={reminders.next} />
      <InvoiceReminderList reminders={reminders.sent} />
      <PaymentList payments={payments} />
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
