import { z } from '~/utils/zod'
import { NEW_MODULE_NAME, reindex, type TemplateModule } from './template-modules'

// Reading a template's stored modules_json (server side); kept apart from the
// module rules so the template builder's page loads them without zod.

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
