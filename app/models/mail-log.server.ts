import { and, count, desc, eq, sql } from 'drizzle-orm'
import { mailLog } from '~/db/schema'
import { redactMailText } from '~/domain/mail-redaction'
import { getDb, preparedQuery } from '~/utils/db.server'

// The tenant's mail log (/tenant/communication?tab=mails): written by sendMail
// for every mail with a tenantId, links and tokens redacted, no body kept.

export function logMail(
  tenantId: string,
  input: {
    recipient: string
    subject: string
    kind: string
    state: 'sent' | 'failed'
    error?: string | null
    eventId?: string | null
    attachments?: string[]
  },
  now = Date.now(),
) {
  getDb()
    .insert(mailLog)
    .values({
      tenantId,
      recipient: input.recipient,
      subject: redactMailText(input.subject),
      kind: input.kind,
      state: input.state,
      error: input.error ? redactMailText(input.error).slice(0, 500) : null,
      eventId: input.eventId ?? null,
      attachments: input.attachments?.length ? input.attachments.join('\n') : null,
      createdAt: now,
    })
    .run()
}

export const MAILS_PER_PAGE = 50

/** One page of the tenant's mails, newest first. */
export function listMailLog(tenantId: string, { page = 1, perPage = MAILS_PER_PAGE } = {}) {
  const where = eq(mailLog.tenantId, tenantId)
  const total = getDb().select({ n: count() }).from(mailLog).where(where).get()?.n ?? 0
  const pageCount = Math.max(1, Math.ceil(total / perPage))
  const current = Math.min(Math.max(1, page), pageCount)
  const rows = getDb()
    .select()
    .from(mailLog)
    .where(and(where))
    .orderBy(desc(mailLog.createdAt), desc(mailLog.id))
    .limit(perPage)
    .offset((current - 1) * perPage)
    .all()
  return { rows, total, page: current, pageCount }
}

// the event page reads it on every view: compiled once per connection
const eventMailsQuery = preparedQuery((db) =>
  db
    .select({
      id: mailLog.id,
      recipient: mailLog.recipient,
      subject: mailLog.subject,
      kind: mailLog.kind,
      state: mailLog.state,
      error: mailLog.error,
      attachments: mailLog.attachments,
      createdAt: mailLog.createdAt,
    })
    .from(mailLog)
    .where(and(eq(mailLog.tenantId, sql.placeholder('tenantId')), eq(mailLog.eventId, sql.placeholder('eventId'))))
    .orderBy(desc(mailLog.createdAt), desc(mailLog.id))
    .limit(sql.placeholder('limit'))
    .prepare(),
)

/** The mails about one event (document mails, reminders), newest first: what went to whom and when. */
export function listEventMails(tenantId: string, eventId: string, limit = 20) {
  return eventMailsQuery()
    .all({ tenantId, eventId, limit })
    .map((row) => ({ ...row, attachments: row.attachments ? row.attachments.split('\n') : [] }))
}
