import { listMembers } from './team.server'
import type { RunOfShowRow } from './run-of-show.server'

// Shared by the Ablaufplan and Aufgaben pages: the team as select options.

export function teamOptions(tenantId: string) {
  return listMembers(tenantId).map((m) => ({ id: m.id, name: m.fullName || m.email }))
}

/** Who is responsible, as the page and the PDF show it. */
export function responsibleOf(row: Pick<RunOfShowRow, 'responsibleName' | 'responsibleText' | 'responsibleUserId'>) {
  return row.responsibleText || (row.responsibleUserId ? row.responsibleName || 'Teammitglied' : null)
}
