import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { id, createdAt, bool } from './columns'
import { tenants } from './accounts'

export const endCustomers = sqliteTable(
  'end_customers',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name'),
    email: text('email').notNull(),
    phone: text('phone'),
    /** Anrede: 'frau', 'herr' or null (divers / none); title e.g. 'Dr.' */
    salutation: text('salutation', { enum: ['frau', 'herr'] }),
    title: text('title'),
    company: text('company'),
    isActive: bool('is_active').notNull().default(true),
    createdAt: createdAt(),
    lastLoginAt: integer('last_login_at'),
    /** 'Konto löschen' in the portal; erased by staff or automatically 30 days later */
    deletionRequestedAt: integer('deletion_requested_at'),
    /** personal data erased; the row stays anonymised for retained records */
    erasedAt: integer('erased_at'),
    // billing address, filled by staff or by the customer in the portal
    street: text('street'),
    postcode: text('postcode'),
    city: text('city'),
    country: text('country'),
    vatId: text('vat_id'),
    buyerReference: text('buyer_reference'),
    /** Debitor in the DATEV export: 10001, 10002 … per tenant, given at creation and never reused */
    debtorNumber: integer('debtor_number'),
  },
  (t) => [
    index('end_customers_tenant_id_idx').on(t.tenantId),
    uniqueIndex('end_customers_tenant_debtor_uq').on(t.tenantId, t.debtorNumber),
    uniqueIndex('end_customers_tenant_email_uq').on(t.tenantId, t.email),
    index('end_customers_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
  ],
)

export const endCustomerAuthTokens = sqliteTable(
  'end_customer_auth_tokens',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    endCustomerId: text('end_customer_id')
      .notNull()
      .references(() => endCustomers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    /** where a document mail's link lands after sign-in (a /customer-dashboard path); null: the portal start */
    targetPath: text('target_path'),
    createdAt: createdAt(),
  },
  (t) => [
    index('end_customer_auth_tokens_tenant_id_idx').on(t.tenantId),
    index('end_customer_auth_tokens_end_customer_id_idx').on(t.endCustomerId),
  ],
)
