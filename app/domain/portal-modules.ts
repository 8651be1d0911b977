import { z } from 'zod'

// The modules of a template as the portal reads them. Issue 7 (templates) owns
// the builder; its parser was not there when the portal was built, so this
// small schema reads modules_json { modules: [{ id, name, order, serviceIds }] }
// and ignores anything malformed instead of failing the page.

const moduleSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  order: z.number().optional(),
  serviceIds: z.array(z.string()).default([]),
})

export type PortalModule = { id: string; name: string; order: number; serviceIds: string[] }

export function parsePortalModules(json: string | null | undefined): PortalModule[] {
  if (!json) return []
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch {
    return []
  }
  const list = raw && typeof raw === 'object' && 'modules' in raw && Array.isArray(raw.modules) ? raw.modules : []
  const modules: PortalModule[] = []
  for (const [i, item] of list.entries()) {
    const parsed = moduleSchema.safeParse(item)
    if (!parsed.success) continue
    const name = parsed.data.name.trim() || 'Modul'
    modules.push({ id: parsed.data.id, name, order: parsed.data.order ?? i, serviceIds: [...new Set(parsed.data.serviceIds)] })
  }
  return modules.sort((a, b) => a.order - b.order)
}
