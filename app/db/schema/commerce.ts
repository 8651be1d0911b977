import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { id, createdAt } from './columns'
import { tenants } from './accounts'
import { endCustomers } from './customers'
import { events, services } from './planning'

export const cartItems = sqliteTable(
  'cart_items',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    countAdults: integer('count_adults'),
    countChildren: integer('count_children'),
    countToddlers: integer('count_toddlers'),
    /** a per-person line whose quantity is the event's guest count until the customer sets one */
    followsGuests: integer('follows_guests', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: integer('updated_at')
      .notNull()
      .$defaultFn(() => Date.now()),
  },
  (t) => [
    index('cart_items_tenant_id_idx').on(t.tenantId),
    uniqueIndex('cart_items_event_service_uq').on(t.eventId, t.serviceId),
    index('cart_items_service_id_idx').on(t.serviceId),
  ],
)

/** An offer request freezes the cart: lines, unit prices, VAT per rate and totals as JSON. */
export const offerRequests = sqliteTable(
  'offer_requests',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    eventId: text('event_id').references(() => events.id, { onDelete: 'set null' }),
    endCustomerId: text('end_customer_id').references(() => endCustomers.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: ['open', 'drafted', 'sent', 'ordered', 'declined', 'withdrawn'] })
      .notNull()
      .default('open'),
    eventName: text('event_name').notNull(),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    snapshotJson: text('snapshot_json').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    createdAt: createdAt(),
    decidedAt: integer('decided_at'),
  },
  (t) => [
    index('offer_requests_tenant_id_idx').on(t.tenantId),
    index('offer_requests_event_id_idx').on(t.eventId),
    index('offer_requests_end_customer_id_idx').on(t.endCustomerId),
    index('offer_requests_tenant_status_idx').on(t.tenantId, t.status, t.decidedAt),
  ],
)
