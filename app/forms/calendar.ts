import { z } from '~/utils/zod'
import { BUNDESLAND_CODES } from '~/domain/calendar/holidays'

// Forms of /tenant/settings/calendar (docs/contracts.md §8: scope all|mine; intent=revoke with feed_id).

export const feedCreateSchema = z.object({
  scope: z.enum(['all', 'mine'], { error: 'Bitte wählen Sie, welche Veranstaltungen das Abo enthält' }),
})

export const feedIdSchema = z.object({
  feed_id: z.string({ error: 'Abo fehlt' }).trim().min(1, 'Abo fehlt').max(100, 'Unbekanntes Abo'),
})

export const bundeslandSchema = z.object({
  bundesland: z.enum(BUNDESLAND_CODES, { error: 'Bitte wählen Sie ein Bundesland aus der Liste' }).optional(),
})

export const SCOPE_LABELS = { all: 'Alle Veranstaltungen', mine: 'Nur meine Veranstaltungen' } as const
