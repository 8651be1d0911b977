import { describe, expect, it } from 'vitest'
import { AFTER_EVENT_MESSAGE, eventTaskSchema } from './event-task'

const parse = (values: Record<string, string>, eventYmd: string | null = '2027-06-19') =>
  eventTaskSchema({ eventYmd, isTeamMember: (id) => id === 'u1' }).safeParse(values)

describe('event task form', () => {
  it('refuses a due day after the event unless it is marked as follow-up work', () => {
    const refused = parse({ title: 'Dankeskarten', due_on: '2027-06-25' })
    expect(refused.success).toBe(false)
    expect(refused.error!.issues).toEqual([expect.objectContaining({ path: ['due_on'], message: AFTER_EVENT_MESSAGE })])
    expect(parse({ title: 'Dankeskarten', due_on: '2027-06-25', after_event: 'on' }).success).toBe(true)
    expect(parse({ title: 'Blumen', due_on: '2027-06-19' }).success).toBe(true)
  })
  it('wants a title, a real day and a team member', () => {
    const result = parse({ title: '', due_on: '2027-02-30', assignee_user_id: 'fremd' })
    expect(result.error!.issues.map((i) => `${String(i.path[0])}: ${i.message}`)).toEqual([
      'title: Titel ist erforderlich',
      'due_on: Bitte geben Sie ein gültiges Datum ein',
      'assignee_user_id: Diese Person gehört nicht zu Ihrem Team',
    ])
  })
})
