import { z } from '~/utils/zod'
import { STAFF_ROLES } from '~/domain/staffing/roles'
import { berlinLocalToMs } from '~/domain/staffing/local-time'
import { euroCents } from './euro'
import { CONTROL_CHARACTER_MESSAGE, noControlCharacters, plainText } from './plain-text'

// The staff roster (/tenant/staff) and the shifts of an event (…/personal).

const optional = (max: number, message: string) =>
  plainText(max, message)
    .optional()
    .transform((v) => (v ? v : null))

const role = z.enum(STAFF_ROLES, { error: 'Bitte wählen Sie eine Rolle' })

const staffFields = {
  name: z
    .string({ error: 'Name ist erforderlich' })
    .trim()
    .min(2, 'Name muss mindestens 2 Zeichen lang sein')
    .max(200, 'Name darf höchstens 200 Zeichen lang sein')
    .refine(noControlCharacters, CONTROL_CHARACTER_MESSAGE),
  role,
  phone: optional(50, 'Telefon darf höchstens 50 Zeichen lang sein'),
  email: z
    .string()
    .trim()
    .max(254, 'Bitte geben Sie eine gültige E-Mail-Adresse ein')
    .optional()
    .pipe(z.union([z.literal(''), z.email('Bitte geben Sie eine gültige E-Mail-Adresse ein')]).optional())
    .transform((v) => (v ? v.toLowerCase() : null)),
  hourly_cost: euroCents({ maxCents: 100_000, maxMessage: 'Höchstens 1.000,00 € pro Stunde' }),
}

export const staffMemberSchema = z.object({ intent: z.literal('create'), ...staffFields })

/** Editing a person; 'Aktiv' off keeps their shifts but leaves them out of the shift form's list. */
export const staffUpdateSchema = z.object({
  intent: z.literal('update'),
  staff_id: z.string({ error: 'Unbekannte Person' }).uuid('Unbekannte Person'),
  ...staffFields,
  is_active: z
    .boolean()
    .optional()
    .transform((v) => v === true),
})

export const staffDeleteSchema = z.object({
  intent: z.literal('delete'),
  staff_id: z.string().uuid('Unbekannte Person'),
})

export const TIME_MESSAGE = 'Bitte Datum und Uhrzeit eingeben (TT.MM.JJJJ, HH:MM)'
export const END_BEFORE_START = 'Das Ende muss nach dem Beginn liegen'

const localTime = z
  .string({ error: TIME_MESSAGE })
  .trim()
  .min(1, TIME_MESSAGE)
  .refine((v) => berlinLocalToMs(v) !== null, TIME_MESSAGE)
  .transform((v) => berlinLocalToMs(v)!)

const shiftFields = {
  role,
  staff_id: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || z.uuid().safeParse(v).success, 'Bitte wählen Sie eine Person aus der Liste')
    .transform((v) => v || null),
  starts_at: localTime,
  ends_at: localTime,
  break_minutes: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || (/^\d{1,3}$/.test(v) && Number(v) <= 600), 'Pause in Minuten (0 bis 600)')
    .transform((v) => (v ? Number(v) : 0)),
  /** the second post after the overlap warning: save anyway */
  confirm_overlap: z
    .boolean()
    .optional()
    .transform((v) => v === true),
}

type ShiftTimesIn = { starts_at: number; ends_at: number; break_minutes: number }

function shiftRules<T extends ShiftTimesIn>(v: T, ctx: z.RefinementCtx) {
  if (v.ends_at <= v.starts_at) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: END_BEFORE_START })
  else if ((v.ends_at - v.starts_at) / 60_000 > 24 * 60)
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'Eine Schicht dauert höchstens 24 Stunden' })
  else if (v.break_minutes >= (v.ends_at - v.starts_at) / 60_000)
    ctx.addIssue({ code: 'custom', path: ['break_minutes'], message: 'Die Pause muss kürzer als die Schicht sein' })
}

const timesValid = {
  when: (p: { issues: Array<{ path?: PropertyKey[] }> }) =>
    !p.issues.some((i) => ['starts_at', 'ends_at', 'break_minutes'].includes(String(i.path?.[0]))),
}

export const shiftSchema = z
  .object({ intent: z.literal('create-shift'), ...shiftFields })
  .superRefine(shiftRules, timesValid)

export const shiftUpdateSchema = z
  .object({
    intent: z.literal('update-shift'),
    shift_id: z.string({ error: 'Unbekannte Schicht' }).uuid('Unbekannte Schicht'),
    ...shiftFields,
  })
  .superRefine(shiftRules, timesValid)

export const shiftDeleteSchema = z.object({
  intent: z.literal('delete-shift'),
  shift_id: z.string().uuid('Unbekannte Schicht'),
})

export const staffOfferSchema = z.object({
  intent: z.literal('to-offer'),
  offer_id: z
    .string({ error: 'Bitte wählen Sie ein Angebot im Entwurf' })
    .uuid('Bitte wählen Sie ein Angebot im Entwurf'),
  hourly_rate: euroCents({
    required: 'Bitte einen Preis pro Stunde (netto) eingeben',
    maxCents: 100_000,
    maxMessage: 'Höchstens 1.000,00 € pro Stunde',
  }),
  vat_rate: z.enum(['19', '7', '0'], { error: 'Steuersatz ist erforderlich' }).transform(Number),
})

export const personalSchema = z.discriminatedUnion('intent', [
  shiftSchema,
  shiftUpdateSchema,
  shiftDeleteSchema,
  staffOfferSchema,
])
export const rosterSchema = z.discriminatedUnion('intent', [staffMemberSchema, staffUpdateSchema, staffDeleteSchema])
