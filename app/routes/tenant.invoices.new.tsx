import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { parseEuros } from '~/domain/pricing'
import { createInvoiceFromOffer } from '~/models/invoice-create.server'
import { findOffer } from '~/models/offer.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { formatCents } from '~/utils/format'
import { notFound, redirectWithToast } from '~/utils/http.server'

// A new invoice draft from an accepted offer: ?offer=ID&kind=single|deposit|final;
// a deposit takes deposit_percent or deposit_amount (gross €).

export const meta: MetaFunction = () => [{ title: 'Neue Rechnung – Festplan' }]

const KIND_LABELS = { single: 'Rechnung', deposit: 'Abschlagsrechnung', final: 'Schlussrechnung' } as const
type Kind = keyof typeof KIND_LABELS

function params(request: Request) {
  const url = new URL(request.url)
  const kind = url.searchParams.get('kind')
  return { offerId: url.searchParams.get('offer') ?? '', kind: (kind && kind in KIND_LABELS ? kind : 'single') as Kind }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const { offerId, kind } = params(request)
  const offer = findOffer(staff.tenantId, offerId)
  if (!offer) notFound()
  return {
    offer: {
      id: offer.id,
      number: offer.number,
      eventName: offer.eventName,
      grossCents: offer.grossCents,
      status: offer.status,
    },
    kind,
    label: KIND_LABELS[kind],
  }
}

const PROBLEMS = {
  'not-accepted': 'Rechnungen gibt es erst für ein angenommenes Angebot.',
  'deposit-invalid': 'Der Abschlag muss größer als 0 und kleiner als die Angebotssumme sein.',
  'deposits-exceed': 'Die Abschläge würden die Summe des Angebots übersteigen.',
  'has-final': 'Für dieses Angebot gibt es bereits eine Rechnung oder Schlussrechnung.',
} as const

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const staff = await requireTenantStaff(request)
  const { offerId, kind } = params(request)
  const offer = findOffer(staff.tenantId, offerId)
  if (!offer) notFound()
  const deposit: { percent?: number; grossCents?: number } = {}
  const errors: Record<string, string> = {}
  if (kind === 'deposit') {
    const percent = String(formData.get('deposit_percent') ?? '').trim()
    const amount = String(formData.get('deposit_amount') ?? '').trim()
    if (percent) {
      if (!/^\d{1,2}$/.test(percent) || Number(percent) < 1)
        errors.deposit_percent = 'Bitte einen Prozentsatz zwischen 1 und 99 eingeben'
      else deposit.percent = Number(percent)
    } else if (amount) {
      const cents = parseEuros(amount)
      if (cents === null || cents <= 0) errors.deposit_amount = 'Bitte einen gültigen Betrag eingeben (z. B. 500,00)'
      else if (cents >= offer.grossCents) errors.deposit_amount = 'Der Abschlag muss kleiner als die Angebotssumme sein'
      else deposit.grossCents = cents
    } else errors.deposit_percent = 'Bitte einen Prozentsatz oder einen Betrag eingeben'
  }
  if (Object.keys(errors).length)
    return data(
      { errors, values: Object.fromEntries([...formData.entries()].map(([k, v]) => [k, String(v)])) },
      { status: 400 },
    )
  const result = createInvoiceFromOffer(staff.tenantId, offer.id, kind, deposit)
  if (!result) notFound()
  if (!result.ok)
    return data({ errors: { form: PROBLEMS[result.reason] }, values: {} as Record<string, string> }, { status: 400 })
  return redirectWithToast(`/tenant/invoices/${result.id}`, {
    type: 'success',
    description: `${KIND_LABELS[kind]} wurde als Entwurf angelegt.`,
  })
}

export default function NewInvoice() {
  const { offer, kind, label } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const errors: Record<string, string> = actionData?.errors ?? {}
  return (
    <section className="mx-auto max-w-3xl space-y-4 p-6">
      <h1 className="text-2xl font-bold">Neue {label}</h1>
      <p>
        Zu Angebot {offer.number} · {offer.eventName} · {formatCents(offer.grossCents)}
      </p>
      {errors.form ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {errors.form}
        </p>
      ) : null}
      <Form method="post" className="grid gap-4">
        {kind === 'deposit' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Abschlag in %"
              name="deposit_percent"
              inputMode="numeric"
              defaultValue={actionData?.values?.deposit_percent ?? ''}
              errors={errors.deposit_percent ? [errors.deposit_percent] : undefined}
            />
            <Field
              label="oder Betrag brutto (€)"
              name="deposit_amount"
              inputMode="decimal"
              defaultValue={actionData?.values?.deposit_amount ?? ''}
              errors={errors.deposit_amount ? [errors.deposit_amount] : undefined}
            />
          </div>
        ) : null}
        <div>
          <Button type="submit">{label} anlegen</Button>
        </div>
      </Form>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
