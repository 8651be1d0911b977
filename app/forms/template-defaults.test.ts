import { describe, expect, it } from 'vitest'
import { templateEntrySchema, templateTaskSchema } from './template-defaults'

describe('template defaults forms', () => {
  it('stores minutes before the start as negative, the start itself as 0', () => {
    expect(
      templateEntrySchema().parse({ title: 'Aufbau', offset_minutes: '90', offset_direction: 'before' }).offsetMinutes,
    ).toBe(-90)
    expect(
      templateEntrySchema().parse({ title: 'Tanz', offset_minutes: '90', offset_direction: 'after' }).offsetMinutes,
    ).toBe(90)
    expect(
      Object.is(
        templateEntrySchema().parse({ title: 'Beginn', offset_minutes: '0', offset_direction: 'before' }).offsetMinutes,
        0,
      ),
    ).toBe(true)
  })

  it('counts follow-up work as days after the event', () => {
    expect(templateTaskSchema().parse({ title: 'Blumen', days_before: '14' }).daysBefore).toBe(14)
    expect(templateTaskSchema().parse({ title: 'Dankeskarten', days_before: '3', after_event: 'on' }).daysBefore).toBe(
      -3,
    )
  })

  it('names what is wrong at each field', () => {
    const entry = templateEntrySchema().safeParse({
      title: 'x'.repeat(201),
      offset_minutes: '1441',
      offset_direction: 'after',
      duration_minutes: 'zehn',
    })
    expect(entry.success).toBe(false)
    expect(Object.fromEntries(entry.error!.issues.map((i) => [i.path[0], i.message]))).toEqual({
      title: 'Höchstens 200 Zeichen',
      offset_minutes: 'Höchstens 1440 Minuten (24 Stunden)',
      duration_minutes: 'Bitte geben Sie die Dauer in ganzen Minuten ein',
    })
    const task = templateTaskSchema().safeParse({ title: '', days_before: '' })
    expect(Object.fromEntries(task.error!.issues.map((i) => [i.path[0], i.message]))).toEqual({
      title: 'Titel ist erforderlich',
      days_before: 'Bitte geben Sie die Anzahl Tage ein (0 = am Tag der Veranstaltung)',
    })
  })
})
