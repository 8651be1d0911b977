// The state an invoice shows: draft, open, partly paid, paid, overdue (open
// past its due date), cancelled (an invoice a Stornorechnung cancelled) and
// the Stornorechnung itself ('Storno'), which has nothing to pay or to open.
// The state follows the money: only an invoice that stands can be paid or open.

export type InvoiceState = 'draft' | 'open' | 'partly_paid' | 'paid' | 'overdue' | 'cancelled' | 'reversal'

/** What an invoice of each kind is called on screens, in mails and in the CSV export. */
export const INVOICE_KIND_LABELS: Record<string, string> = {
  single: 'Rechnung',
  deposit: 'Abschlagsrechnung',
  final: 'Schlussrechnung',
  cancellation: 'Stornorechnung',
}

export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  draft: 'Entwurf',
  open: 'Offen',
  partly_paid: 'Teilweise bezahlt',
  paid: 'Bezahlt',
  overdue: 'Überfällig',
  cancelled: 'Storniert',
  reversal: 'Storno',
}

export function invoiceState(
  inv: { status: string; kind: string; payableCents: number; paidCents: number; dueDate: string | null },
  today: string,
): InvoiceState {
  if (inv.status === 'draft') return 'draft'
  if (inv.status === 'cancelled') return 'cancelled'
  if (inv.kind === 'cancellation') return 'reversal'
  if (inv.paidCents >= inv.payableCents) return 'paid'
  if (inv.dueDate && inv.dueDate < today) return 'overdue'
  return inv.paidCents > 0 ? 'partly_paid' : 'open'
}

/** What is still to be paid: only an invoice that stands (finalised, not cancelled, not a Stornorechnung). */
export function openCentsOf(inv: { status: string; kind: string; payableCents: number; paidCents: number }): number {
  return inv.status === 'final' && inv.kind !== 'cancellation' ? Math.max(0, inv.payableCents - inv.paidCents) : 0
}
