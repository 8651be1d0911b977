import { z } from '~/utils/zod'
import { CONTROL_CHARACTER_MESSAGE, noControlCharacters } from './plain-text'
import { isClockTime } from '~/domain/event-day/local-time'

// One entry of an event's run of show ('Ablaufplan'): add and edit share it.
// Responsible is a team member, a person of the staff roster (selects) or free
// text (anyone else); at most one of the three.

const text = z.string().trim().refine(noControlCharacters, CONTROL_CHARACTER_MESSAGE).optional()

const raw = z.object({
  time: text,
  duration_minutes: text,
  title: text,
  location: text,
  responsible_user_id: text,
  responsible_staff_id: text,
  responsible_text: text,
  notes: text,
  visible_to_customer: text,
})
type Raw = z.infer<typeof raw>

/** Browsers may send '18:00:00'; stored is '18:00'. */
const clock = (value: string) => (/^\d{2}:\d{2}:\d{2}$/.test(value) ? value.slice(0, 5) : value)

export type RunOfShowContext = {
  /** server only: is the user id a member of this tenant's team? */
  isTeamMember?: (userId: string) => boolean
  /** server only: is the id a person of this tenant's staff roster? */
  isStaffMember?: (staffId: string) => boolean
}

export function runOfShowEntrySchema(ctx: RunOfShowContext = {}) {
  return raw
    .superRefine((v, c) => {
      const issue = (path: keyof Raw, message: string) => c.addIssue({ code: 'custom', path: [path], message })
      if (!v.title) issue('title', 'Titel ist erforderlich')
      else if (v.title.length > 200) issue('title', 'Höchstens 200 Zeichen')
      if (v.time && !isClockTime(clock(v.time))) issue('time', 'Bitte geben Sie eine Uhrzeit ein (HH:MM)')
      if (v.duration_minutes) {
        if (!/^\d+$/.test(v.duration_minutes))
          issue('duration_minutes', 'Bitte geben Sie die Dauer in ganzen Minuten ein')
        else if (Number(v.duration_minutes) < 1 || Number(v.duration_minutes) > 1440)
          issue('duration_minutes', 'Die Dauer liegt zwischen 1 und 1440 Minuten')
      }
      for (const key of ['location', 'responsible_text'] as const)
        if ((v[key]?.length ?? 0) > 200) issue(key, 'Höchstens 200 Zeichen')
      if ((v.notes?.length ?? 0) > 2000) issue('notes', 'Höchstens 2000 Zeichen')
      if (v.responsible_user_id && ctx.isTeamMember && !ctx.isTeamMember(v.responsible_user_id))
        issue('responsible_user_id', 'Diese Person gehört nicht zu Ihrem Team')
      if (v.responsible_staff_id && ctx.isStaffMember && !ctx.isStaffMember(v.responsible_staff_id))
        issue('responsible_staff_id', 'Diese Person gehört nicht zu Ihrem Personal')
      const chosen = [v.responsible_user_id, v.responsible_staff_id, v.responsible_text].filter(Boolean).length
      if (chosen > 1) {
        issue(
          v.responsible_text ? 'responsible_text' : 'responsible_staff_id',
          'Bitte wählen Sie eine Person aus dem Team oder dem Personal oder tragen Sie einen Namen ein, nur eines davon',
        )
      }
    })
    .transform((v) => ({
      time: v.time ? clock(v.time) : null,
      durationMinutes: v.duration_minutes ? Number(v.duration_minutes) : null,
      title: v.title!,
      location: v.location || null,
      responsibleUserId: v.responsible_user_id || null,
      responsibleStaffId: v.responsible_staff_id || null,
      responsibleText: v.responsible_text || null,
      notes: v.notes || null,
      visibleToCustomer: v.visible_to_customer === 'on',
    }))
}

export type RunOfShowValues = z.output<ReturnType<typeof runOfShowEntrySchema>>
