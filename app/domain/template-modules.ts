// Planning modules of a template: pure functions, no I/O. modules_json is
// { modules: [ { id, name, order, serviceIds } ] } with order = position.

export type TemplateModule = { id: string; name: string; order: number; serviceIds: string[] }

export const DEFAULT_MODULE_NAMES = ['Dashboard', 'Gästezahl', 'Catering'] as const
export const NEW_MODULE_NAME = 'Neues Modul'

type MakeId = () => string
const randomId: MakeId = () => crypto.randomUUID()

/** order always equals the position in the list. */
export function reindex(modules: Array<Omit<TemplateModule, 'order'> & { order?: number }>): TemplateModule[] {
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

export function toModulesJson(modules: Array<Omit<TemplateModule, 'order'>>): string {
  return JSON.stringify({ modules: reindex(modules) })
}

export function allServiceIds(modules: Array<Pick<TemplateModule, 'serviceIds'>>): string[] {
  return [...new Set(modules.flatMap((m) => m.serviceIds))]
}
