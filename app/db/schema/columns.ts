import { integer, text } from 'drizzle-orm/sqlite-core'

// Conventions (docs/contracts.md §6): ids are random UUID text, every *_at and
// event_date is INTEGER milliseconds since the epoch, money is INTEGER cents.
// ON DELETE rules are explained in docs/decisions/002-delete-rules.md.

export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID())
export const createdAt = () =>
  integer('created_at')
    .notNull()
    .$defaultFn(() => Date.now())
export const bool = (name: string) => integer(name, { mode: 'boolean' })
