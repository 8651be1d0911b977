import { z } from '~/utils/zod'

// The building blocks of the API's response shapes (./schemas.ts) and the
// registry the OpenAPI document is generated from: every shape registered in
// it becomes a named component.
export const apiRegistry = z.registry<{ id: string }>()

export const id = z.uuid()
export const nullableId = id.nullable()
export const timestamp = z.iso.datetime().describe('Zeitpunkt (ISO 8601, UTC)')
export const day = z.iso.date().describe('Kalendertag JJJJ-MM-TT (Europe/Berlin)')
export const localTime = z.string().describe('Ortszeit JJJJ-MM-TTTHH:mm (Europe/Berlin)')
export const cents = z.int().describe('Betrag in Cent')
