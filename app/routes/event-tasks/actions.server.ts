import { data } from '@remix-run/node'
import type { Event } from '~/db/schema'
import { berlinYmd } from '~/domain/event-dates'
import { eventTaskSchema } from '~/forms/event-task'
import { addEventTask, deleteEventTask, setEventTaskDone, updateEventTask } from '~/models/event-task.server'
import { findMember } from '~/models/team.server'
import { parseWithZod } from '~/utils/conform'
import { notFound, redirectWithToast } from '~/utils/http.server'
import { deletedRowAnswer } from '~/utils/list-actions.server'

// The Aufgaben page's one action: intent add | update | delete | done | undone.

export async function eventTasksAction(tenantId: string, userId: string, event: Event, formData: FormData) {
  const back = `/tenant/events/${event.id}/aufgaben`
  const intent = String(formData.get('intent') ?? '')
  const taskId = String(formData.get('task_id') ?? '')
  const schema = eventTaskSchema({
    eventYmd: event.eventDate === null ? null : berlinYmd(event.eventDate),
    isTeamMember: (id) => findMember(tenantId, id) !== null,
  })
  switch (intent) {
    case 'add':
    case 'update': {
      const submission = parseWithZod(formData, { schema })
      if (submission.status !== 'success') return data({ intent, taskId, result: submission.reply() }, { status: 400 })
      if (intent === 'add') {
        if (!addEventTask(tenantId, event.id, submission.value)) notFound('Veranstaltung nicht gefunden')
        return redirectWithToast(back, { type: 'success', description: 'Aufgabe wurde angelegt.' })
      }
      if (!updateEventTask(tenantId, event.id, taskId, submission.value)) notFound('Aufgabe nicht gefunden')
      return redirectWithToast(back, { type: 'success', description: 'Aufgabe wurde gespeichert.' })
    }
    case 'done':
    case 'undone': {
      if (!setEventTaskDone(tenantId, event.id, taskId, intent === 'done', userId)) notFound('Aufgabe nicht gefunden')
      const to = String(formData.get('back') ?? '') === 'mine' ? '/tenant/tasks' : back
      return redirectWithToast(to, {
        type: 'success',
        description: intent === 'done' ? 'Aufgabe ist erledigt.' : 'Aufgabe ist wieder offen.',
      })
    }
    case 'delete':
      return deletedRowAnswer(deleteEventTask(tenantId, event.id, taskId), back, {
        missing: 'Aufgabe nicht gefunden',
        done: 'Aufgabe wurde gelöscht.',
      })
    default:
      return data({ intent, taskId, result: null, formError: 'Unbekannte Aktion.' }, { status: 400 })
  }
}
