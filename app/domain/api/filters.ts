// Values the list filters of /api/v1/offers and /api/v1/invoices accept
// (the stored states; the OpenAPI document lists the same).
export const OFFER_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'superseded'] as const
export const INVOICE_STATUSES = ['draft', 'final', 'cancelled'] as const
export const INVOICE_KINDS = ['single', 'deposit', 'final', 'cancellation'] as const
