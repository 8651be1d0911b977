// The state an invoice shows (issue 17): draft, open, partly paid, paid,
// overdue (open past its due date), cancelled.

export type InvoiceState = 'draft' | 'open' | 'partly_paid' | 'paid' | 'overdue' | 'cancelled'

export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  draft: 'Entwurf',
  open: 'Offen',
  partly_paid: 'Teilweise bezahlt',
  paid: 'Bezahlt',
  overdue: 'Überfällig',
  cancelled: 'Storniert',
}

export function invoiceState(inv: { status: string; kind: string; payableCents: number; paidCents: number; dueDate: string | null }, today: string): InvoiceState {
  if (inv.status === 'draft') return 'draft'
  if (inv.status === 'cancelled') return 'cancelled'
  if (inv.kind === 'cancellation' || inv.paidCents >= inv.payableCents) return 'paid'
  if (inv.dueDate && inv.dueDate < today) return 'overdue'
  return inv.paidCents > 0 ? 'partly_paid' : 'open'
}
