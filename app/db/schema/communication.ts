import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { id, createdAt } from './columns'
import { tenants } from './accounts'
import { events } from './planning'

/**
 * Messages between the tenant's staff and the event's customer (one thread per
 * event). Plain text, never HTML. `read_at` is set when the other side opens
 * the thread: staff read customer messages, the customer reads staff messages.
 */
export const messages = sqliteTable(
  'messages',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** 'staff' | 'customer' */
    authorType: text('author_type').notNull(),
    authorId: text('author_id'),
    /** the author's name at the time */
    authorName: text('author_name'),
    body: text('body').notNull(),
    createdAt: createdAt(),
    readAt: integer('read_at'),
  },
  (t) => [
    // with id: the thread's order (created_at, id) comes from the index alone, so
    // the newest 50 of 1,000 messages read 50 rows
    index('messages_tenant_event_created_id_idx').on(t.tenantId, t.eventId, t.createdAt, t.id),
    index('messages_tenant_unread_idx').on(t.tenantId, t.authorType, t.readAt),
  ],
)

/**
 * Notification mails per thread and recipient: at most one per window; what
 * arrives in between waits here (pending_*) for the background job
 * (app/jobs/message-notifications.server.ts) to send as one summary.
 */
export const messageNotifications = sqliteTable(
  'message_notifications',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** 'customer' (mail to the event's customer) | 'staff' (mail to a staff address) */
    side: text('side').notNull(),
    recipient: text('recipient').notNull(),
    lastSentAt: integer('last_sent_at'),
    pendingCount: integer('pending_count').notNull().default(0),
    /** JSON array of short summaries (newest last, at most a few) */
    pendingJson: text('pending_json').notNull().default('[]'),
    pendingSince: integer('pending_since'),
  },
  (t) => [
    uniqueIndex('message_notifications_thread_recipient_uq').on(t.tenantId, t.eventId, t.recipient),
    index('message_notifications_pending_idx').on(t.pendingCount, t.lastSentAt),
  ],
)

/**
 * Every mail a tenant's account caused, written by sendMail when mail.tenantId
 * is set. Links and tokens are redacted before they are stored; the body is not kept.
 */
export const mailLog = sqliteTable(
  'mail_log',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    kind: text('kind').notNull(),
    /** 'sent' | 'failed' */
    state: text('state').notNull(),
    error: text('error'),
    /** the event the mail was about (document mails), for the event page's mail log */
    eventId: text('event_id'),
    /** the attached files' names, '\n'-separated; null: none */
    attachments: text('attachments'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_log_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('mail_log_tenant_event_idx').on(t.tenantId, t.eventId, t.createdAt),
  ],
)
