import { parseWithZod } from '~/utils/conform'
import { data } from '@remix-run/node'
import { activeServiceMap, insertTemplate, updateTemplate, type TemplateView } from '~/models/template.server'
import { notFound, redirectWithToast } from '~/utils/http.server'
import { SAVE_FAILED, templateSchema, type TemplateDraft, type TemplateValues } from './template'

// Server side of the template builder. A post is either a Conform intent
// (add/remove/move a module or service, filter: re-render, nothing written),
// 'intent=add-service:<i>' (the no-JS select, turned into a Conform insert),
// or the final 'Speichern' (validate with the tenant's services, then write).

export function draftOf(template?: TemplateView): TemplateDraft {
  // a new template starts empty: the planner adds the modules they need
  if (!template) return { name: '', description: '', modules: [] }
  return {
    name: template.name,
    description: template.description ?? '',
    modules: template.modules.map(({ id, name, serviceIds }) => ({ id, name, serviceIds })),
  }
}

/** A list index beyond 999 is never ours: refuse before Conform builds a huge array. */
const HUGE_INDEX = /\[\d{4,}\]/

function prepareAddService(formData: FormData, active: Map<string, string>) {
  const match = /^add-service:(\d{1,3})$/.exec(String(formData.get('intent') ?? ''))
  if (!match) return { formData, notice: null }
  const index = Number(match[1])
  const pickKey = `modules[${index}].pick`
  const pick = String(formData.get(pickKey) ?? '').trim()
  const prefix = `modules[${index}].serviceIds[`
  const current = [...formData.entries()].filter(([k]) => k.startsWith(prefix)).map(([, v]) => String(v))
  const next = new FormData()
  for (const [key, value] of formData.entries()) {
    if (key !== 'intent' && key !== pickKey && key !== '__intent__') next.append(key, value)
  }
  let text: string | null = null
  if (!formData.has(`modules[${index}].id`) && !formData.has(`modules[${index}].name`))
    text = 'Dieses Modul gibt es nicht.'
  else if (!pick) text = 'Bitte wählen Sie einen Service aus.'
  else if (!active.has(pick)) text = 'Dieser Service ist kein aktiver Service Ihres Unternehmens.'
  else if (current.includes(pick)) text = `„${active.get(pick)}“ ist bereits in diesem Modul.`
  const intent = text
    ? { type: 'validate', payload: { name: pickKey } }
    : { type: 'insert', payload: { name: `modules[${index}].serviceIds`, defaultValue: pick } }
  next.set('__intent__', JSON.stringify(intent))
  return { formData: next, notice: text ? { index, text } : null }
}

function toInput(value: TemplateValues) {
  const seen = new Set<string>()
  const modules = value.modules.map((m) => {
    let id = m.id && !seen.has(m.id) ? m.id : crypto.randomUUID()
    if (seen.has(id)) id = crypto.randomUUID()
    seen.add(id)
    return { id, name: m.name, serviceIds: m.serviceIds }
  })
  return { name: value.name, description: value.description || null, modules }
}

export async function handleBuilderPost(tenantId: string, formData: FormData, templateId: string | null) {
  if ([...formData.keys()].some((key) => HUGE_INDEX.test(key))) {
    return data({ result: null, notice: null, formError: 'Die Eingabe ist ungültig.' }, { status: 400 })
  }
  const activeServices = activeServiceMap(tenantId)
  const prepared = prepareAddService(formData, activeServices)
  let submission
  try {
    submission = parseWithZod(prepared.formData, { schema: templateSchema({ activeServices }) })
  } catch {
    // a forged __intent__ or a list field that is not a list
    return data(
      { result: null, notice: null, formError: 'Die Eingabe konnte nicht verarbeitet werden.' },
      { status: 400 },
    )
  }
  if (submission.status === undefined) {
    // an intent: the page shows the changed draft, nothing is written
    return data({ result: submission.reply(), notice: prepared.notice, formError: null })
  }
  if (submission.status !== 'success') {
    return data(
      { result: submission.reply({ formErrors: [SAVE_FAILED] }), notice: null, formError: null },
      { status: 400 },
    )
  }
  const input = toInput(submission.value)
  // modules without services show nothing to the customer: save them only when confirmed
  const empty = input.modules.filter((m) => m.serviceIds.length === 0).map((m) => m.name)
  if (empty.length > 0 && submission.value.confirm_empty !== '1') {
    return data({ result: submission.reply(), notice: null, formError: null, emptyModules: empty })
  }
  try {
    if (templateId) {
      if (updateTemplate(tenantId, templateId, input) === 0) notFound('Vorlage nicht gefunden')
    } else {
      insertTemplate(tenantId, input)
    }
  } catch (error) {
    if (error instanceof Response) throw error
    console.error(error)
    return data(
      { result: submission.reply({ formErrors: [SAVE_FAILED] }), notice: null, formError: null },
      { status: 500 },
    )
  }
  return redirectWithToast('/tenant/templates', { type: 'success', description: 'Template wurde gespeichert.' })
}
