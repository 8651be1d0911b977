import { ConfirmStep } from '~/components/confirm-step'
import { formatCents, formatDay } from '~/utils/format'

/**
 * The question the invoice page asks before an intent that cannot be undone
 * (finalize, finalize-send, cancel, delete, delete-payment); nothing when no
 * intent waits for its confirmation.
 */
export function InvoiceConfirmStep({
  confirm,
  grossCents,
  viewGrossCents,
  payment,
  back,
}: {
  confirm: string | null
  /** the invoice's stored gross (a cancellation negates it) */
  grossCents: number
  /** the gross as the document computes it (a draft's is not stored yet) */
  viewGrossCents: number
  payment?: { id: string; paidOn: string; amountCents: number }
  back: string
}) {
  return confirm === 'finalize' ? (
    <ConfirmStep
      title="Rechnung abschließen?"
      description={
        <p>
          Die Rechnung erhält ihre Nummer und wird festgeschrieben ({formatCents(viewGrossCents)} brutto). Danach kann
          sie nicht mehr geändert oder gelöscht, nur noch storniert werden.
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
          Die Rechnung erhält ihre Nummer, wird festgeschrieben ({formatCents(viewGrossCents)} brutto) und geht als PDF
          und XRechnung per E-Mail an den Kunden. Danach kann sie nicht mehr geändert oder gelöscht, nur noch storniert
          werden.
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
          Es wird eine Stornorechnung über {formatCents(-grossCents)} erstellt und abgeschlossen. Das kann nicht
          rückgängig gemacht werden.
        </p>
      }
      intent="cancel"
      confirmLabel="Jetzt stornieren"
      cancelTo={back}
    />
  ) : confirm === 'delete' ? (
    <ConfirmStep
      title="Rechnungsentwurf löschen?"
      description={<p>Der Entwurf und seine Positionen werden gelöscht. Das kann nicht rückgängig gemacht werden.</p>}
      intent="delete"
      confirmLabel="Entwurf endgültig löschen"
      cancelTo={back}
    />
  ) : confirm === 'delete-payment' && payment ? (
    <ConfirmStep
      title="Zahlung löschen?"
      description={
        <p>
          Die am {formatDay(payment.paidOn)} erfasste Zahlung über {formatCents(payment.amountCents)} wird gelöscht; der
          Betrag ist dann wieder offen.
        </p>
      }
      intent="delete-payment"
      hidden={{ payment_id: payment.id }}
      confirmLabel="Zahlung löschen"
      cancelTo={back}
    />
  ) : null
}
