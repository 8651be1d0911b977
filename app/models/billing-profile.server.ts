import { eq } from 'drizzle-orm'
import { tenantBillingProfiles } from '~/db/schema'
import { getDb, type Tx } from '~/utils/db.server'
import type { BillingProfileValue } from '~/forms/billing-profile'

// The tenant's business data (one row per tenant, created on first save).

export type BillingProfile = typeof tenantBillingProfiles.$inferSelect

export function findBillingProfile(tenantId: string, tx?: Tx): BillingProfile | null {
  return (
    (tx ?? getDb()).select().from(tenantBillingProfiles).where(eq(tenantBillingProfiles.tenantId, tenantId)).get() ??
    null
  )
}

/** The automatic first reminder is optional: callers without it leave it off. */
export function saveBillingProfile(
  tenantId: string,
  v: Omit<BillingProfileValue, 'reminder_after_days'> & { reminder_after_days?: number | null },
  now = Date.now(),
) {
  const values = {
    legalName: v.legal_name,
    street: v.street,
    postcode: v.postcode,
    city: v.city,
    country: v.country,
    vatId: v.vat_id,
    taxNumber: v.tax_number,
    contactName: v.contact_name,
    contactPhone: v.contact_phone,
    contactEmail: v.contact_email,
    iban: v.iban,
    bic: v.bic,
    paymentDays: v.payment_days,
    reminderAfterDays: v.reminder_after_days ?? null,
    offerPattern: v.offer_pattern,
    invoicePattern: v.invoice_pattern,
    smallBusiness: v.small_business,
    chartOfAccounts: v.chart_of_accounts,
    introText: v.intro_text,
    closingText: v.closing_text,
    updatedAt: now,
  }
  getDb()
    .insert(tenantBillingProfiles)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: tenantBillingProfiles.tenantId, set: values })
    .run()
}

/** The form's text values (defaults for a tenant that never saved). */
export function billingProfileFormValues(profile: BillingProfile | null) {
  return {
    legal_name: profile?.legalName ?? '',
    street: profile?.street ?? '',
    postcode: profile?.postcode ?? '',
    city: profile?.city ?? '',
    country: profile?.country ?? 'DE',
    vat_id: profile?.vatId ?? '',
    tax_number: profile?.taxNumber ?? '',
    contact_name: profile?.contactName ?? '',
    contact_phone: profile?.contactPhone ?? '',
    contact_email: profile?.contactEmail ?? '',
    iban: profile?.iban ?? '',
    bic: profile?.bic ?? '',
    payment_days: String(profile?.paymentDays ?? 14),
    reminder_after_days: profile?.reminderAfterDays == null ? '' : String(profile.reminderAfterDays),
    offer_pattern: profile?.offerPattern ?? 'AN-{YYYY}-{NNNN}',
    invoice_pattern: profile?.invoicePattern ?? 'RE-{YYYY}-{NNNN}',
    small_business: profile?.smallBusiness ? 'on' : undefined,
    chart_of_accounts: profile?.chartOfAccounts ?? '03',
    intro_text: profile?.introText ?? '',
    closing_text: profile?.closingText ?? '',
  }
}
