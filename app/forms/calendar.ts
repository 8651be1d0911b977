import { z } from '~/utils/zod'
import { BUNDESLAND_CODES } from '~/domain/calendar/holidays'
export { SCOPE_LABELS } from './calendar-texts'

// Forms of /tenant/settings/calendar (docs/contracts.md §8: scope all|mine; intent=revoke with feed_id).

/** A checkbox sends 'on' when ticked and nothing otherwise. */
const tick = z.enum(['on'], { error: 'Bitte setzen oder entfernen Sie das Häkchen' }).optional()

export const feedCreateSchema = z.object({
  scope: z.enum(['all', 'mine'], { error: 'Bitte wählen Sie, welche Veranstaltungen das Abo enthält' }),
  /** also list the holder's own open tasks on their due day */
  include_tasks: tick,
})

export const feedIdSchema = z.object({
  feed_id: z.string({ error: 'Abo fehlt' }).trim().min(1, 'Abo fehlt').max(100, 'Unbekanntes Abo'),
})

/** 'Meine Aufgaben anzeigen' on an existing feed */
export const feedTasksSchema = feedIdSchema.extend({ include_tasks: tick })

export const bundeslandSchema = z.object({
  bundesland: z.enum(BUNDESLAND_CODES, { error: 'Bitte wählen Sie ein Bundesland aus der Liste' }).optional(),
})
