import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { id, createdAt, bool } from './columns'

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
  /** the tenant's own imprint (Impressum) URL, linked in the portal and in mails */
  imprintUrl: text('imprint_url'),
  /** cancellation by an admin: status 'cancelled'; erased after erase_after unless undone */
  cancelledAt: integer('cancelled_at'),
  eraseAfter: integer('erase_after'),
  /** set once the tenant's data was erased (retained invoices stay) */
  erasedAt: integer('erased_at'),
  /** Bundesland for the calendar's public holidays (feiertagejs region code, e.g. 'BY'); null = national only */
  bundesland: text('bundesland'),
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
    /** shown to the planner's customers in the portal's contact box */
    phone: text('phone'),
    /** a morning mail with the day's open tasks (ADR 137) */
    taskDigest: bool('task_digest').notNull().default(false),
    /** the Berlin day 'YYYY-MM-DD' the last morning task mail went out (at most one a day) */
    taskDigestSentOn: text('task_digest_sent_on'),
    createdAt: createdAt(),
  },
  (t) => [index('profiles_tenant_id_idx').on(t.tenantId)],
)

/** Single-use links for staff users: e-mail confirmation, password reset and sign-in unlock (ADR 115). */
export const userTokens = sqliteTable(
  'user_tokens',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm_email', 'password_reset', 'sign_in_unlock'] }).notNull(),
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
