import { z } from '~/utils/zod'

// Planning modules of a template: pure functions, no I/O. modules_json is
// { modules: [ { id, name, order, serviceIds } ] } with order = position.

export type TemplateModule = { id: string; name: string; order: number; serviceIds: string[] }

export const DEFAULT_MODULE_NAMES = ['Dashboard', 'Gästezahl', 'Catering'] as const
export const NEW_MODULE_NAME = 'Neues Modul'

type MakeId = () => string
const randomId: MakeId = () => crypto.randomUUID()

/** order always equals the position in the list. */
function reindex(modules: Array<Omit<TemplateModule, 'order'> & { order?: number }>): TemplateModule[] {
  return modules.map((m, order) => ({ id: m.id, name: m.name, order, serviceIds: [...m.serviceIds] }))
}

export function defaultModules(makeId: MakeId = randomId): TemplateModule[] {
  return reindex(DEFAULT_MODULE_NAMES.map((name) => ({ id: makeId(), name, serviceIds: [] })))
}

export function addModule(modules: TemplateModule[], makeId: MakeId = randomId): TemplateModule[] {
  return reindex([...modules, { id: makeId(), name: NEW_MODULE_NAME, serviceIds: [] }])
}

/** A rename keeps the trimmed name; a blank name is ignored (returns null). */
export function cleanModuleName(name: string): string | null {
  const trimmed = name.trim()
  return trimmed ? trimmed : null
}

export function renameModule(modules: TemplateModule[], index: number, name: string): TemplateModule[] {
  const clean = cleanModuleName(name)
  if (clean === null || !modules[index]) return modules
  return reindex(modules.map((m, i) => (i === index ? { ...m, name: clean } : m)))
}

export function removeModule(modules: TemplateModule[], index: number): TemplateModule[] {
  if (!modules[index]) return modules
  return reindex(modules.filter((_, i) => i !== index))
}

export function moveModule(modules: TemplateModule[], index: number, direction: 'up' | 'down'): TemplateModule[] {
  const to = direction === 'up' ? index - 1 : index + 1
  if (!modules[index] || to < 0 || to >= modules.length) return modules
  const next = [...modules]
  const [moved] = next.splice(index, 1)
  next.splice(to, 0, moved!)
  return reindex(next)
}

/** Dropping a service already in the module changes nothing. */
export function addService(modules: TemplateModule[], index: number, serviceId: string): TemplateModule[] {
  const target = modules[index]
  if (!target || !serviceId || target.serviceIds.includes(serviceId)) return modules
  return reindex(modules.map((m, i) => (i === index ? { ...m, serviceIds: [...m.serviceIds, serviceId] } : m)))
}

export function removeService(modules: TemplateModule[], index: number, serviceId: string): TemplateModule[] {
  const target = modules[index]
  if (!target || !target.serviceIds.includes(serviceId)) return modules
  return reindex(
    modules.map((m, i) => (i === index ? { ...m, serviceIds: m.serviceIds.filter((id) => id !== serviceId) } : m)),
  )
}

const storedModule = z.object({
  id: z.string().min(1).catch(''),
  name: z.string().catch(''),
  order: z.number().catch(0),
  serviceIds: z.array(z.unknown()).catch([]),
})
const stored = z.object({ modules: z.array(z.unknown()).catch([]) })

/**
 * Reads modules_json leniently: broken JSON or a wrong shape gives no modules,
 * a broken module is left out, never an exception. Sorted by order.
 */
export function parseModulesJson(json: string | null | undefined): TemplateModule[] {
  let raw: unknown
  try {
    raw = JSON.parse(json ?? '')
  } catch {
    return []
  }
  const outer = stored.safeParse(raw)
  if (!outer.success) return []
  const modules = outer.data.modules.flatMap((item) => {
    const parsed = storedModule.safeParse(item)
    if (!parsed.success || !parsed.data.id) return []
    const serviceIds = [
      ...new Set(parsed.data.serviceIds.filter((id): id is string => typeof id === 'string' && id.length > 0)),
    ]
    return [{ ...parsed.data, name: parsed.data.name.trim() || NEW_MODULE_NAME, serviceIds }]
  })
  return reindex([...modules].sort((a, b) => a.order - b.order))
}

export function toModulesJson(modules: Array<Omit<TemplateModule, 'order'>>): string {
  return JSON.stringify({ modules: reindex(modules) })
}

export function allServiceIds(modules: Array<Pick<TemplateModule, 'serviceIds'>>): string[] {
  return [...new Set(modules.flatMap((m) => m.serviceIds))]
}
