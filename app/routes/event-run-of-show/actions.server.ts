import { data } from '@remix-run/node'
import type { Event } from '~/db/schema'
import { runOfShowEntrySchema } from '~/forms/run-of-show'
import { findStaffMember } from '~/models/staff.server'
import { findMember } from '~/models/team.server'
import {
  addRunOfShowEntry,
  deleteRunOfShowEntry,
  moveRunOfShowEntry,
  reorderRunOfShow,
  updateRunOfShowEntry,
} from '~/models/run-of-show.server'
import { parseWithZod } from '~/utils/conform'
import { notFound, redirectWithToast } from '~/utils/http.server'
import { deletedRowAnswer, moveRowAnswer } from '~/utils/list-actions.server'

// The Ablaufplan page's one action: intent add | update | delete | move |
// reorder. Bad input comes back at its field; an entry of another event or
// tenant is a 404; nothing is written half.

const MAX_ENTRIES = 100

export async function runOfShowAction(tenantId: string, event: Event, formData: FormData) {
  const back = `/tenant/events/${event.id}/ablauf`
  const intent = String(formData.get('intent') ?? '')
  const entryId = String(formData.get('entry_id') ?? '')
  const schema = runOfShowEntrySchema({
    isTeamMember: (userId) => findMember(tenantId, userId) !== null,
    isStaffMember: (staffId) => findStaffMember(tenantId, staffId) !== null,
  })
  switch (intent) {
    case 'add':
    case 'update': {
      const submission = parseWithZod(formData, { schema })
      if (submission.status !== 'success') return data({ intent, entryId, result: submission.reply() }, { status: 400 })
      if (intent === 'add') {
        if (!addRunOfShowEntry(tenantId, event.id, submission.value)) notFound('Veranstaltung nicht gefunden')
        return redirectWithToast(back, { type: 'success', description: 'Eintrag wurde hinzugefügt.' })
      }
      if (!updateRunOfShowEntry(tenantId, event.id, entryId, submission.value)) notFound('Eintrag nicht gefunden')
      return redirectWithToast(back, { type: 'success', description: 'Eintrag wurde gespeichert.' })
    }
    case 'delete':
      return deletedRowAnswer(deleteRunOfShowEntry(tenantId, event.id, entryId), back, {
        missing: 'Eintrag nicht gefunden',
        done: 'Eintrag wurde gelöscht.',
      })
    case 'move':
      return moveRowAnswer(formData, back, { intent, entryId }, (direction) =>
        moveRunOfShowEntry(tenantId, event.id, entryId, direction),
      )
    case 'reorder': {
      const ids = formData.getAll('order').map(String)
      if (ids.length > MAX_ENTRIES || !reorderRunOfShow(tenantId, event.id, ids)) {
        return data(
          {
            intent,
            entryId,
            result: null,
            formError: 'Die Reihenfolge hat sich inzwischen geändert. Bitte laden Sie die Seite neu.',
          },
          { status: 409 },
        )
      }
      return redirectWithToast(back, { type: 'success', description: 'Reihenfolge wurde geändert.' })
    }
    default:
      return data({ intent, entryId, result: null, formError: 'Unbekannte Aktion.' }, { status: 400 })
  }
}
