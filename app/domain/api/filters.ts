// Values the list filters of /api/v1/offers and /api/v1/invoices accept
// (the stored states; the OpenAPI document lists the same).
export const OFFER_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'superseded'] as const
export const INVOICE_STATUSES = ['draft', 'final', 'cancelled'] as const
export const INVOICE_KINDS = ['single', 'deposit', 'final', 'cancellation'] as const
/**
 * States of an offer request: open → drafted (offer drafted) → sent (offer
 * sent) → ordered / declined, or withdrawn; 'accepted' is what requests
 * accepted directly were called before offers were made from requests.
 */
export const OFFER_REQUEST_STATUSES = [
  'open',
  'drafted',
  'sent',
  'ordered',
  'accepted',
  'declined',
  'withdrawn',
] as const
/** Staff an event can be assigned to (GET /api/v1/planners). */
export const PLANNER_ROLES = ['tenant_admin', 'tenant_planner'] as const
