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
import { cancelInvoice } from '~/models/invoice-cancel.server'
import { finalizeInvoice } from '~/models/invoice-finalize.server'
import { findInvoice, invoiceLinesOf } from '~/models/invoice.server'
import { listInvoicePayments, recordPayment } from '~/models/invoice-payment.server'
import { lineFormDefaults } from '~/domain/billing/line-form-defaults'
import { pendingConfirmation } from '~/domain/confirm-step'
import { ConfirmStep } from '~/components/confirm-step'
import { InvoiceDraftEditor } from '~/components/billing/invoice-draft-editor'
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
import { storeInvoicePdfs } from '~/models/invoice-pdf.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { formatCents } from '~/utils/format'
import { notFound, redirectWithToast } from '~/utils/http.server'

// One invoice: the draft editor (intent=save-draft), intent=finalize (number,
// frozen), intent=payment (paid_on, amount), intent=cancel (Stornorechnung),
// intent=send / finalize-send (mail with PDF and XML), intent=remind
// (Zahlungserinnerung, 1. / 2. Mahnung), intent=delete (a draft) and
// intent=delete-payment (payment_id). Finalising, cancelling and deleting ask
// first (confirm=1). A finalised invoice is never edited.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Rechnung ${data?.invoice.number ?? 'Entwurf'} – Festplan` },
]

const KIND_LABELS: Record<string, string> = {
  single: 'Rechnung',
  deposit: 'Abschlagsrechnung',
  final: 'Schlussrechnung',
  cancellation: 'Stornorechnung',
}

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
const fail = (errors: Errors, values: Record<string, string> = {}) => data({ errors, values }, { status: 400 })

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
  if (intent === 'finalize') {
    const r = finalizeInvoice(staff.tenantId, inv.id, { type: 'staff', id: staff.userId, name: staff.profile.fullName })
    if (!r) notFound()
    if (r.ok) {
      await storeInvoicePdfs(staff.tenantId, [r.invoice.id])
      return redirectWithToast(url, {
        type: 'success',
        description: `Rechnung ${r.invoice.number} wurde abgeschlossen.`,
      })
    }
    if (r.reason === 'already')
      return redirectWithToast(url, { type: 'info', description: 'Diese Rechnung ist bereits abgeschlossen.' })
    if (r.reason === 'issue-date')
      return fail({
        form: 'Das Rechnungsdatum liegt vor dem der letzten abgeschlossenen Rechnung. Bitte im Entwurf ein späteres Datum wählen.',
      })
    if (r.reason === 'missing')
      return fail({
        form: `Rechnungsdaten fehlen: ${r.missing!.join(', ')}. Bitte unter Einstellungen → Rechnungsdaten ergänzen.`,
      })
    return fail({
      form:
        inv.kind === 'deposit'
          ? 'Die Abschläge würden die Summe des Auftrags übersteigen: Alle Abschläge zusammen dürfen höchstens 100 % betragen.'
          : 'Die Abschläge übersteigen die Summe der Schlussrechnung.',
    })
  }
  if (intent === 'payment') {
    const values = {
      paid_on: String(formData.get('paid_on') ?? '').trim(),
      amount: String(formData.get('amount') ?? '').trim(),
    }
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
    if (!r.ok)
      return fail(
        r.reason === 'too-much'
          ? { amount: `Der Betrag ist höher als der offene Betrag (${formatCents(inv.payableCents - inv.paidCents)})` }
          : { form: 'Zahlungen gibt es nur für abgeschlossene, offene Rechnungen.' },
        values,
      )
    return redirectWithToast(url, { type: 'success', description: 'Zahlung wurde erfasst.' })
  }
  if (intent === 'cancel') {
    const r = cancelInvoice(staff.tenantId, inv.id, { id: staff.userId, name: staff.profile.fullName })
    if (!r) notFound()
    if (!r.ok) {
      const messages = {
        'not-final': 'Nur eine abgeschlossene Rechnung kann storniert werden.',
        'has-payments': 'Eine Rechnung mit Zahlungen kann nicht storniert werden.',
        missing: `Rechnungsdaten fehlen: ${(r.missing ?? []).join(', ')}`,
      }
      return fail({ form: messages[r.reason] })
    }
    await storeInvoicePdfs(staff.tenantId, [r.cancellationId])
    return redirectWithToast(`/tenant/invoices/${r.cancellationId}`, {
      type: 'success',
      description: 'Stornorechnung wurde erstellt.',
    })
  }
  return fail({ form: 'Unbekannte Aktion.' })
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
        {KIND_LABELS[invoice.kind]} {invoice.number ?? '(Entwurf)'}
      </h1>
      <p className="text-sm text-muted-foreground">
        {invoice.eventName} · {invoice.customerName ?? ''} · Status:{' '}
        <strong data-testid="invoice-state">{invoice.stateLabel}</strong>
        {invoice.dueDate ? ` · fällig am ${invoice.dueDate.split('-').reverse().join('.')}` : ''}
      </p>
      {errors.form ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {errors.form}
        </p>
      ) : null}
      {confirm === 'finalize' ? (
        <ConfirmStep
          title="Rechnung abschließen?"
          description={
            <p>
              Die Rechnung erhält ihre Nummer und wird festgeschrieben ({formatCents(view.grossCents)} brutto). Danach
              kann sie nicht mehr geändert oder gelöscht, nur noch storniert werden.
            </p>
          }
          intent="finalize"
          confirmLabel="Jetzt abschließen"
          cancelTo={back}
          destructive={false}
        />
      ) : confirm === 'finalize-send' ? (
        <ConfirmStep
          title="Rechnung abschließen und senden?"
          description={
            <p>
              Die Rechnung erhält ihre Nummer, wird festgeschrieben ({formatCents(view.grossCents)} brutto) und geht als
              PDF und XRechnung per E-Mail an den Kunden. Danach kann sie nicht mehr geändert oder gelöscht, nur noch
              storniert werden.
            </p>
          }
          intent="finalize-send"
          confirmLabel="Jetzt abschließen und senden"
          cancelTo={back}
          destructive={false}
        />
      ) : confirm === 'cancel' ? (
        <ConfirmStep
          title="Rechnung stornieren?"
          description={
            <p>
              Es wird eine Stornorechnung über {formatCents(-invoice.grossCents)} erstellt und abgeschlossen. Das kann
              nicht rückgängig gemacht werden.
            </p>
          }
          intent="cancel"
          confirmLabel="Jetzt stornieren"
          cancelTo={back}
        />
      ) : confirm === 'delete' ? (
        <ConfirmStep
          title="Rechnungsentwurf löschen?"
          description={
            <p>Der Entwurf und seine Positionen werden gelöscht. Das kann nicht rückgängig gemacht werden.</p>
          }
          intent="delete"
          confirmLabel="Entwurf endgültig löschen"
          cancelTo={back}
        />
      ) : confirm === 'delete-payment' && payment ? (
        <ConfirmStep
          title="Zahlung löschen?"
          description={
            <p>
              Die am {payment.paidOn.split('-').reverse().join('.')} erfasste Zahlung über{' '}
              {formatCents(payment.amountCents)} wird gelöscht; der Betrag ist dann wieder offen.
            </p>
          }
          intent="delete-payment"
          hidden={{ payment_id: payment.id }}
          confirmLabel="Zahlung löschen"
          cancelTo={back}
        />
      ) : null}
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
        <Form
          method="post"
          className="grid max-w-xl gap-3 rounded-md border p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <Field
            label="Zahlungsdatum"
            name="paid_on"
            type="date"
            defaultValue={values.paid_on ?? today}
            errors={errors.paid_on ? [errors.paid_on] : undefined}
          />
          <Field
            label="Betrag (€)"
            name="amount"
            inputMode="decimal"
            defaultValue={values.amount ?? ''}
            errors={errors.amount ? [errors.amount] : undefined}
          />
          <Button type="submit" name="intent" value="payment">
            Zahlung erfassen
          </Button>
        </Form>
      ) : null}
      <InvoiceMailActions status={invoice.status} kind={invoice.kind} next={reminders.next} />
      <InvoiceReminderList reminders={reminders.sent} />
      {payments.length ? (
        <ul className="grid gap-1 text-sm">
          {payments.map((p) => (
            <li key={p.id} data-testid="invoice-payment" className="flex flex-wrap items-center gap-2">
              {p.paidOn.split('-').reverse().join('.')}: {formatCents(p.amountCents)}
              <Form method="post">
                <input type="hidden" name="payment_id" value={p.id} />
                <Button
                  type="submit"
                  variant="ghost"
                  size="sm"
                  name="intent"
                  value="delete-payment"
                  aria-label={`Zahlung vom ${p.paidOn.split('-').reverse().join('.')} über ${formatCents(p.amountCents)} löschen`}
                >
                  Löschen
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
