import { issueDocumentToken } from '~/models/customer-token.server'
import { tenantUrl } from '~/utils/tenant-url.server'

// The link in a mail about a document (offer, invoice, reminder): a one-time
// sign-in link (32 random bytes, only the SHA-256 stored, 7 days) that lands
// on the document after the customer has signed in. A used or expired one
// offers a new link to the same address (/customer-login).

export const offerPortalPath = (offerId: string) => `/customer-dashboard/offers/${offerId}`
export const invoicePortalPath = (invoiceId: string) => `/customer-dashboard/invoices/${invoiceId}`

export function documentSignInUrl(
  tenant: { id: string; subdomain: string },
  endCustomerId: string,
  targetPath: string,
  now = Date.now(),
) {
  const token = issueDocumentToken(tenant.id, endCustomerId, targetPath, now)
  return tenantUrl(tenant.subdomain, `/customer-login?token=${encodeURIComponent(token)}`)
}
