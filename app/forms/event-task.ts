import { z } from '~/utils/zod'
import { CONTROL_CHARACTER_MESSAGE, noControlCharacters } from './plain-text'
import { isValidYmd } from '~/domain/event-dates'

// One task of an event ('Aufgabe'): add and edit share it. A due day after the
// event can be right (follow-up work), so it needs the 'Nacharbeit' tick.

const text = z.string().trim().refine(noControlCharacters, CONTROL_CHARACTER_MESSAGE).optional()

const raw = z.object({
  title: text,
  due_on: text,
  assignee_user_id: text,
  notes: text,
  after_event: text,
})
type Raw = z.infer<typeof raw>

export type TaskContext = {
  /** the event's Berlin day, 'YYYY-MM-DD', or null when not set */
  eventYmd: string | null
  /** server only */
  isTeamMember?: (userId: string) => boolean
}

export const AFTER_EVENT_MESSAGE =
  'Diese Aufgabe wäre erst nach der Veranstaltung fällig. Wählen Sie ein früheres Datum oder kreuzen Sie „Nacharbeit nach der Veranstaltung“ an.'

export function eventTaskSchema(ctx: TaskContext) {
  return raw
    .superRefine((v, c) => {
      const issue = (path: keyof Raw, message: string) => c.addIssue({ code: 'custom', path: [path], message })
      if (!v.title) issue('title', 'Titel ist erforderlich')
      else if (v.title.length > 200) issue('title', 'Höchstens 200 Zeichen')
      if (!v.due_on) issue('due_on', 'Fälligkeitsdatum ist erforderlich')
      else if (!isValidYmd(v.due_on)) issue('due_on', 'Bitte geben Sie ein gültiges Datum ein')
      else if (ctx.eventYmd && v.due_on > ctx.eventYmd && v.after_event !== 'on') issue('due_on', AFTER_EVENT_MESSAGE)
      if (v.assignee_user_id && ctx.isTeamMember && !ctx.isTeamMember(v.assignee_user_id))
        issue('assignee_user_id', 'Diese Person gehört nicht zu Ihrem Team')
      if ((v.notes?.length ?? 0) > 2000) issue('notes', 'Höchstens 2000 Zeichen')
    })
    .transform((v) => ({
      title: v.title!,
      dueOn: v.due_on!,
      assigneeUserId: v.assignee_user_id || null,
      notes: v.notes || null,
    }))
}

export type EventTaskValues = z.output<ReturnType<typeof eventTaskSchema>>
