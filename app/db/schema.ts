import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core'

// Conventions (CONTRACTS.md): ids are random UUID text, every *_at and
// event_date is INTEGER milliseconds since the epoch, money is INTEGER cents.
// ON DELETE rules are explained in docs/decisions/002-delete-rules.md.

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID())
const createdAt = () =>
  integer('created_at')
    .notNull()
    .$defaultFn(() => Date.now())
const bool = (name: string) => integer(name, { mode: 'boolean' })

export const tenants = sqliteTable('tenants', {
  id: id(),
  name: text('name').notNull(),
  subdomain: text('subdomain').notNull().unique(),
  status: text('status', {
    enum: ['trial_active', 'active_paid', 'trial_expired', 'suspended', 'cancelled'],
  })
    .notNull()
    .default('trial_active'),
  plan: text('plan'),
  trialStartedAt: integer('trial_started_at'),
  trialExpiresAt: integer('trial_expires_at'),
  createdAt: createdAt(),
  updatedAt: integer('updated_at')
    .notNull()
    .$defaultFn(() => Date.now()),
  primaryColor: text('primary_color'),
  secondaryColor: text('secondary_color'),
  fontFamily: text('font_family'),
  isActive: bool('is_active').notNull().default(true),
})

export const users = sqliteTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  emailConfirmedAt: integer('email_confirmed_at'),
  lastLoginAt: integer('last_login_at'),
  createdAt: createdAt(),
})

export const profiles = sqliteTable(
  'profiles',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    role: text('role', {
      enum: ['platform_owner', 'tenant_admin', 'tenant_planner'],
    }).notNull(),
    fullName: text('full_name').notNull().default(''),
    company: text('company'),
    createdAt: createdAt(),
  },
  (t) => [index('profiles_tenant_id_idx').on(t.tenantId)],
)

/** One row per signed-in browser; the cookie carries the signed token, the row its SHA-256. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['staff', 'customer'] }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    endCustomerId: text('end_customer_id').references(() => endCustomers.id, {
      onDelete: 'cascade',
    }),
    tenantId: text('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_end_customer_id_idx').on(t.endCustomerId),
    index('sessions_tenant_id_idx').on(t.tenantId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
)

/** Single-use links for staff users: e-mail confirmation and password reset. */
export const userTokens = sqliteTable(
  'user_tokens',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm_email', 'password_reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('user_tokens_user_id_idx').on(t.userId)],
)

export const invitations = sqliteTable(
  'invitations',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['tenant_admin', 'tenant_planner'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByUserId: text('invited_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    expiresAt: integer('expires_at').notNull(),
    acceptedAt: integer('accepted_at'),
    revokedAt: integer('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invitations_tenant_id_idx').on(t.tenantId),
    index('invitations_invited_by_user_id_idx').on(t.invitedByUserId),
  ],
)

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
    company: text('company'),
    isActive: bool('is_active').notNull().default(true),
    createdAt: createdAt(),
    lastLoginAt: integer('last_login_at'),
  },
  (t) => [
    index('end_customers_tenant_id_idx').on(t.tenantId),
    uniqueIndex('end_customers_tenant_email_uq').on(t.tenantId, t.email),
    index('end_customers_tenant_created_idx').on(t.tenantId, t.createdAt),
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
    createdAt: createdAt(),
  },
  (t) => [
    index('end_customer_auth_tokens_tenant_id_idx').on(t.tenantId),
    index('end_customer_auth_tokens_end_customer_id_idx').on(t.endCustomerId),
  ],
)

export const templates = sqliteTable(
  'templates',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    isActive: bool('is_active').notNull().default(true),
    modulesJson: text('modules_json').notNull().default('{"modules":[]}'),
    createdAt: createdAt(),
  },
  (t) => [
    index('templates_tenant_id_idx').on(t.tenantId),
    index('templates_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
)

export const services = sqliteTable(
  'services',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    isActive: bool('is_active').notNull().default(true),
    pricingJson: text('pricing_json').notNull(),
    assetsJson: text('assets_json').notNull().default('{"category":"Allgemein"}'),
    createdAt: createdAt(),
  },
  (t) => [
    index('services_tenant_id_idx').on(t.tenantId),
    index('services_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
)

export const events = sqliteTable(
  'events',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    templateId: text('template_id').references(() => templates.id, { onDelete: 'restrict' }),
    eventType: text('event_type').notNull(),
    eventDate: integer('event_date'),
    deadlineAt: integer('deadline_at'),
    assignedPlannerId: text('assigned_planner_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    endCustomerId: text('end_customer_id').references(() => endCustomers.id, {
      onDelete: 'set null',
    }),
    guestCount: integer('guest_count'),
    budgetCents: integer('budget_cents'),
    contactPerson: text('contact_person'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    notes: text('notes'),
    status: text('status').notNull().default('draft'),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_tenant_id_idx').on(t.tenantId),
    index('events_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('events_template_id_idx').on(t.templateId),
    index('events_assigned_planner_id_idx').on(t.assignedPlannerId),
    index('events_end_customer_id_idx').on(t.endCustomerId),
  ],
)

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
    status: text('status', { enum: ['open', 'accepted', 'declined'] })
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

export const securityEvents = sqliteTable(
  'security_events',
  {
    id: id(),
    tenantId: text('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id'),
    details: text('details').notNull().default('{}'),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('security_events_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('security_events_actor_user_id_idx').on(t.actorUserId),
  ],
)

/** Fixed-window counters: one row per (bucket key, window start). */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: integer('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limits_window_idx').on(t.windowStart),
  ],
)

export type Tenant = typeof tenants.$inferSelect
export type User = typeof users.$inferSelect
export type Profile = typeof profiles.$inferSelect
export type EndCustomer = typeof endCustomers.$inferSelect
export type Event = typeof events.$inferSelect
export type Template = typeof templates.$inferSelect
export type Service = typeof services.$inferSelect
export type CartItem = typeof cartItems.$inferSelect
export type OfferRequest = typeof offerRequests.$inferSelect
