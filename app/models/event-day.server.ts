import { isOverdue } from '~/domain/event-day/tasks'
import { listMembers } from './team.server'
import type { TaskRow } from './event-task.server'
import type { RunOfShowRow } from './run-of-show.server'

// Shared by the Ablaufplan and Aufgaben pages: the team as select options.

export function teamOptions(tenantId: string) {
  return listMembers(tenantId).map((m) => ({ id: m.id, name: m.fullName || m.email }))
}

/** Who is responsible, as the page and the PDF show it. */
export function responsibleOf(
  row: Pick<RunOfShowRow, 'responsibleName' | 'responsibleText' | 'responsibleUserId' | 'responsibleStaffName'>,
) {
  return (
    row.responsibleText ||
    row.responsibleStaffName ||
    (row.responsibleUserId ? row.responsibleName || 'Teammitglied' : null)
  )
}

/** A task row as the lists show it (due day in German, overdue against Berlin's today). */
export function taskItem(row: TaskRow & { eventName?: string }, today: string) {
  const [y, m, d] = row.dueOn.split('-')
  return {
    id: row.id,
    eventId: row.eventId,
    eventName: row.eventName,
    title: row.title,
    notes: row.notes,
    dueOn: row.dueOn,
    dueLabel: `${d}.${m}.${y}`,
    daysBefore: row.daysBefore,
    assigneeName: row.assigneeName,
    doneAt: row.doneAt,
    doneByName: row.doneByName,
    overdue: isOverdue(row, today),
  }
}
