import { eq, sql } from 'drizzle-orm'
import { tenantBillingProfiles } from '~/db/schema'
import type { PricingContext } from '~/domain/cart'
import { getDb, preparedQuery, type Tx } from '~/utils/db.server'

// What the pricing engine needs to know about the tenant: a Kleinunternehmer
// (§ 19 UStG) charges no VAT anywhere, from the cart on (ADR 128).

const smallBusinessOn = (db: Tx | ReturnType<typeof getDb>) =>
  db
    .select({ smallBusiness: tenantBillingProfiles.smallBusiness })
    .from(tenantBillingProfiles)
    .where(eq(tenantBillingProfiles.tenantId, sql.placeholder('tenantId')))
// the cart and the event page read it on every view: compiled once per connection
const smallBusinessQuery = preparedQuery((db) => smallBusinessOn(db).prepare())

export function pricingContext(
  tenantId: string,
  db: Tx | ReturnType<typeof getDb> = getDb(),
): Required<PricingContext> {
  const row = db === getDb() ? smallBusinessQuery().get({ tenantId }) : smallBusinessOn(db).get({ tenantId })
  return { smallBusiness: row?.smallBusiness ?? false }
}
