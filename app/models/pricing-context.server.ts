import { eq } from 'drizzle-orm'
import { tenantBillingProfiles } from '~/db/schema'
import type { PricingContext } from '~/domain/cart'
import { getDb, type Tx } from '~/utils/db.server'

// What the pricing engine needs to know about the tenant: a Kleinunternehmer
// (§ 19 UStG) charges no VAT anywhere, from the cart on (ADR 128).

export function pricingContext(
  tenantId: string,
  db: Tx | ReturnType<typeof getDb> = getDb(),
): Required<PricingContext> {
  const row = db
    .select({ smallBusiness: tenantBillingProfiles.smallBusiness })
    .from(tenantBillingProfiles)
    .where(eq(tenantBillingProfiles.tenantId, tenantId))
    .get()
  return { smallBusiness: row?.smallBusiness ?? false }
}
