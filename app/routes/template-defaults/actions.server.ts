import { data } from '@remix-run/node'
import { templateEntrySchema, templateTaskSchema } from '~/forms/template-defaults'
import {
  addTemplateEntry,
  addTemplateTask,
  deleteTemplateEntry,
  deleteTemplateTask,
  MAX_TEMPLATE_DEFAULTS,
  moveTemplateEntry,
  type AddOutcome,
} from '~/models/template-defaults.server'
import { parseWithZod } from '~/utils/conform'
import { notFound, redirectWithToast } from '~/utils/http.server'
import { deletedRowAnswer, moveRowAnswer } from '~/utils/list-actions.server'

// The template's 'Ablauf und Aufgaben' page, one action: intent add-entry |
// delete-entry | move-entry | add-task | delete-task. Bad input comes back at
// its field; a row of another template or tenant is a 404.

const FULL = `Eine Vorlage trägt höchstens ${MAX_TEMPLATE_DEFAULTS} Einträge dieser Art.`

function done(outcome: Exclude<AddOutcome, 'full'>, back: string, description: string) {
  if (outcome === 'not-found') notFound('Vorlage nicht gefunden')
  return redirectWithToast(back, { type: 'success', description })
}

export async function templateDefaultsAction(tenantId: string, templateId: string, formData: FormData) {
  const back = `/tenant/templates/${templateId}/ablauf`
  const intent = String(formData.get('intent') ?? '')
  const rowId = String(formData.get('row_id') ?? '')
  switch (intent) {
    case 'add-entry': {
      const submission = parseWithZod(formData, { schema: templateEntrySchema() })
      if (submission.status !== 'success')
        return data({ intent, result: submission.reply(), formError: null }, { status: 400 })
      const outcome = addTemplateEntry(tenantId, templateId, submission.value)
      if (outcome === 'full')
        return data({ intent, result: submission.reply({ formErrors: [FULL] }), formError: null }, { status: 400 })
      return done(outcome, back, 'Programmpunkt wurde hinzugefügt.')
    }
    case 'add-task': {
      const submission = parseWithZod(formData, { schema: templateTaskSchema() })
      if (submission.status !== 'success')
        return data({ intent, result: submission.reply(), formError: null }, { status: 400 })
      const outcome = addTemplateTask(tenantId, templateId, submission.value)
      if (outcome === 'full')
        return data({ intent, result: submission.reply({ formErrors: [FULL] }), formError: null }, { status: 400 })
      return done(outcome, back, 'Aufgabe wurde hinzugefügt.')
    }
    case 'delete-entry':
      return deletedRowAnswer(deleteTemplateEntry(tenantId, templateId, rowId), back, {
        missing: 'Eintrag nicht gefunden',
        done: 'Programmpunkt wurde gelöscht.',
      })
    case 'delete-task':
      return deletedRowAnswer(deleteTemplateTask(tenantId, templateId, rowId), back, {
        missing: 'Aufgabe nicht gefunden',
        done: 'Aufgabe wurde gelöscht.',
      })
    case 'move-entry':
      return moveRowAnswer(formData, back, { intent }, (direction) =>
        moveTemplateEntry(tenantId, templateId, rowId, direction),
      )
    default:
      return data({ intent, result: null, formError: 'Unbekannte Aktion.' }, { status: 400 })
  }
}
