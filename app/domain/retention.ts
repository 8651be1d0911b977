// The periods of the retention rules (docs/features/plans-and-privacy.md), shared by the pages that
// explain them and the jobs that apply them.

/** a customer's deletion request is carried out at the latest after this many days */
export const ERASURE_GRACE_DAYS = 30
/** a cancelled tenant can undo for this many days; then its data is erased */
export const CANCELLATION_GRACE_DAYS = 30

/** the name an erased customer keeps on records that must still point somewhere */
export const ERASED_NAME = 'Gelöschter Kunde'

/**
 * A frozen document (offer) with the buyer's personal data replaced. Only a
 * finalised invoice is kept as it was (§ 147 AO, § 14b UStG); every other
 * copy loses name, address, e-mail, VAT ID and buyer reference. Text that is
 * not JSON or has no buyer is returned unchanged.
 */
export function withErasedBuyer(documentJson: string | null): string | null {
  if (!documentJson) return documentJson
  let doc: unknown
  try {
    doc = JSON.parse(documentJson)
  } catch {
    return documentJson
  }
  if (!doc || typeof doc !== 'object' || !('buyer' in doc)) return documentJson
  const erasedBuyer = {
    name: ERASED_NAME,
    company: null,
    address: { street: '', postcode: '', city: '', country: '' },
    email: '',
    vatId: null,
    buyerReference: null,
  }
  return JSON.stringify({ ...doc, buyer: erasedBuyer })
}
