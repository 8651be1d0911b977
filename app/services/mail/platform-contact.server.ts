import { platformOwnerEmails } from '~/models/plan-request.server'
import { platformImprint } from '~/utils/platform-imprint.server'

/** Whom a tenant contacts about its account: the operator's Impressum, else the first platform owner. */
export function platformContact() {
  const imprint = platformImprint()
  return {
    name: imprint.name ?? 'Festplan-Support',
    email: imprint.email ?? platformOwnerEmails()[0] ?? null,
    phone: imprint.phone,
  }
}
