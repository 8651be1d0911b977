import { z } from '~/utils/zod'
import { CONTROL_CHARACTER_MESSAGE, noControlCharacters } from './plain-text'
export { OFFSET_DIRECTIONS } from './template-defaults-texts'

// The defaults a template carries for the event day: Ablaufplan entries placed
// relative to the event's start ('30 Min. vor Beginn') and tasks due a number
// of days before the event ('14 Tage vor der Veranstaltung'). A new event made
// from the template gets copies of both.

const text = z.string().trim().refine(noControlCharacters, CONTROL_CHARACTER_MESSAGE).optional()

const WHOLE = /^\d+$/

const entryRaw = z.object({
  offset_minutes: text,
  offset_direction: text,
  duration_minutes: text,
  title: text,
  location: text,
  notes: text,
  visible_to_customer: text,
})
type EntryRaw = z.infer<typeof entryRaw>

export function templateEntrySchema() {
  return entryRaw
    .superRefine((v, c) => {
      const issue = (path: keyof EntryRaw, message: string) => c.addIssue({ code: 'custom', path: [path], message })
      if (!v.title) issue('title', 'Titel ist erforderlich')
      else if (v.title.length > 200) issue('title', 'Höchstens 200 Zeichen')
      if (!v.offset_minutes)
        issue('offset_minutes', 'Bitte geben Sie an, wie viele Minuten vor oder nach Beginn (0 = zum Beginn)')
      else if (!WHOLE.test(v.offset_minutes)) issue('offset_minutes', 'Bitte geben Sie ganze Minuten ein')
      else if (Number(v.offset_minutes) > 1440) issue('offset_minutes', 'Höchstens 1440 Minuten (24 Stunden)')
      if (v.offset_direction !== 'before' && v.offset_direction !== 'after')
        issue('offset_direction', 'Bitte wählen Sie „vor Beginn“ oder „nach Beginn“')
      if (v.duration_minutes) {
        if (!WHOLE.test(v.duration_minutes))
          issue('duration_minutes', 'Bitte geben Sie die Dauer in ganzen Minuten ein')
        else if (Number(v.duration_minutes) < 1 || Number(v.duration_minutes) > 1440)
          issue('duration_minutes', 'Die Dauer liegt zwischen 1 und 1440 Minuten')
      }
      if ((v.location?.length ?? 0) > 200) issue('location', 'Höchstens 200 Zeichen')
      if ((v.notes?.length ?? 0) > 2000) issue('notes', 'Höchstens 2000 Zeichen')
    })
    .transform((v) => {
      const minutes = Number(v.offset_minutes)
      return {
        // -0 is stored as 0: 'zum Beginn'
        offsetMinutes: v.offset_direction === 'before' && minutes > 0 ? -minutes : minutes,
        durationMinutes: v.duration_minutes ? Number(v.duration_minutes) : null,
        title: v.title!,
        location: v.location || null,
        notes: v.notes || null,
        visibleToCustomer: v.visible_to_customer === 'on',
      }
    })
}

export type TemplateEntryValues = z.output<ReturnType<typeof templateEntrySchema>>

const taskRaw = z.object({
  title: text,
  days_before: text,
  after_event: text,
})
type TaskRaw = z.infer<typeof taskRaw>

export function templateTaskSchema() {
  return taskRaw
    .superRefine((v, c) => {
      const issue = (path: keyof TaskRaw, message: string) => c.addIssue({ code: 'custom', path: [path], message })
      if (!v.title) issue('title', 'Titel ist erforderlich')
      else if (v.title.length > 200) issue('title', 'Höchstens 200 Zeichen')
      if (!v.days_before) issue('days_before', 'Bitte geben Sie die Anzahl Tage ein (0 = am Tag der Veranstaltung)')
      else if (!WHOLE.test(v.days_before)) issue('days_before', 'Bitte geben Sie ganze Tage ein')
      else if (Number(v.days_before) > 365) issue('days_before', 'Höchstens 365 Tage')
    })
    .transform((v) => {
      const days = Number(v.days_before)
      // follow-up work ('Nacharbeit') is due after the event: stored as negative days before
      return { title: v.title!, daysBefore: v.after_event === 'on' && days > 0 ? -days : days }
    })
}

export type TemplateTaskValues = z.output<ReturnType<typeof templateTaskSchema>>
