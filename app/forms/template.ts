import { z } from '~/utils/zod'
export { CONFIRM_EMPTY } from './template-texts'

// The template builder form: one schema for client and server. Field names
// (docs/features/services-and-templates.md): name, description, service_q (list filter),
// modules[i].id, modules[i].name, modules[i].serviceIds[j], modules[i].pick
// (the 'Service hinzufügen' select). Module ops are Conform list intents.

export const NAME_REQUIRED = 'Bitte geben Sie einen Template-Namen ein.'
export const MODULE_NAME_REQUIRED = 'Bitte geben Sie einen Modulnamen ein.'
export const SAVE_FAILED = 'Template konnte nicht gespeichert werden.'
export const MAX_MODULES = 50
export const MAX_SERVICES_PER_MODULE = 200

export type TemplateChecks = {
  /** Server only: the tenant's active services by id → name. */
  activeServices: Map<string, string>
}

const moduleSchema = z.object({
  id: z.string().trim().max(100).optional(),
  name: z.string({ error: MODULE_NAME_REQUIRED }).trim().min(1, MODULE_NAME_REQUIRED).max(100, 'Höchstens 100 Zeichen'),
  serviceIds: z
    .array(z.string().trim().max(100))
    .max(MAX_SERVICES_PER_MODULE, `Höchstens ${MAX_SERVICES_PER_MODULE} Services pro Modul`)
    .default([]),
  /** The no-JS service picker of a module: named by the 'add service' intent, never stored. */
  pick: z.string().trim().max(100).optional(),
})

const base = z.object({
  name: z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(200, 'Höchstens 200 Zeichen'),
  description: z.string().trim().max(2000, 'Höchstens 2000 Zeichen').optional(),
  modules: z.array(moduleSchema).max(MAX_MODULES, `Höchstens ${MAX_MODULES} Module`).default([]),
  /** The builder's service filter; only re-renders, never stored. */
  service_q: z.string().max(200).optional(),
  /** '1' from 'Trotzdem speichern' (see CONFIRM_EMPTY) */
  confirm_empty: z.string().max(10).optional(),
})

export function templateSchema(checks?: TemplateChecks) {
  return base.superRefine((value, ctx) => {
    value.modules.forEach((module, i) => {
      const unique = new Set(module.serviceIds)
      if (unique.size !== module.serviceIds.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['modules', i, 'serviceIds'],
          message: 'Ein Service ist doppelt in diesem Modul.',
        })
      }
      if (!checks) return
      const unknown = module.serviceIds.filter((id) => !checks.activeServices.has(id))
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['modules', i, 'serviceIds'],
          message: `${unknown.length === 1 ? 'Ein Service ist' : `${unknown.length} Services sind`} kein aktiver Service Ihres Unternehmens. Bitte entfernen Sie ${unknown.length === 1 ? 'ihn' : 'sie'} aus dem Modul „${module.name}“.`,
        })
      }
    })
  })
}

export type TemplateValues = z.output<ReturnType<typeof templateSchema>>

/** The shape the builder form starts from (defaultValue). */
export type TemplateDraft = {
  name: string
  description: string
  modules: Array<{ id: string; name: string; serviceIds: string[] }>
}
