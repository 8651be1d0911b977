import { formatDay } from '~/utils/format'
import { taskDigestDay, taskDigestLine } from '~/domain/event-day/task-digest'
import { canCreate, effectiveStatus } from '~/domain/trial'
import { claimTaskDigest, dueTasksOf, taskDigestCandidates } from '~/models/task-digest.server'
import { findTenantById } from '~/models/tenant.server'
import { actionMail } from '~/services/mail/mail.server'
import { sendTenantMail } from '~/services/mail/tenant-mail.server'
import { tenantUrl } from '~/utils/tenant-url.server'

// The job's work for the morning task mail: from 07:00 Berlin time, one mail
// per opted-in person with open tasks due today or overdue, at most one per
// Berlin day (claimed in the profile before it is sent, so a second run or a
// crash between claim and send never mails twice; a failed send is in the
// mail log and is not repeated that day). A read-only tenant (expired trial,
// suspended, cancelled) sends none, as for every other tenant mail.

/** Tasks listed in one mail; the rest is counted. */
export const TASK_DIGEST_MAX_TASKS = 20

/** Sends the due morning mails; returns how many went out. */
export async function sendTaskDigests(now = Date.now()) {
  const today = taskDigestDay(now)
  if (!today) return 0
  let sent = 0
  for (const person of taskDigestCandidates(today)) {
    const tenant = findTenantById(person.tenantId)
    if (!tenant || !tenant.isActive || !canCreate(effectiveStatus(tenant, now))) continue
    const tasks = dueTasksOf(tenant.id, person.userId, today)
    if (tasks.length === 0 || !claimTaskDigest(tenant.id, person.userId, today)) continue
    const shown = tasks.slice(0, TASK_DIGEST_MAX_TASKS)
    const more = tasks.length > shown.length ? [`… und ${tasks.length - shown.length} weitere.`] : []
    const result = await sendTenantMail(
      {
        ...actionMail({
          to: person.email,
          subject: tasks.length === 1 ? 'Ihre Aufgabe für heute' : `Ihre ${tasks.length} Aufgaben für heute`,
          greeting: person.fullName ? `Hallo ${person.fullName},` : 'Hallo,',
          paragraphs: [
            `Ihre offenen Aufgaben am ${formatDay(today)} (fällig heute oder überfällig):`,
            ...shown.map(
              (task) =>
                `${taskDigestLine(task, today)}: ${tenantUrl(tenant.subdomain, `/tenant/events/${task.eventId}`)}`,
            ),
            ...more,
          ],
          actionLabel: 'Meine Aufgaben öffnen',
          actionUrl: tenantUrl(tenant.subdomain, '/tenant/tasks'),
          footer: [
            'Sie erhalten diese E-Mail, weil Sie sie unter „Mein Profil“ eingeschaltet haben.',
            'Diese E-Mail wurde von Festplan automatisch versendet.',
          ],
          color: tenant.primaryColor,
        }),
        tenantId: tenant.id,
        kind: 'task-digest',
      },
      now,
    )
    if (result.ok) sent++
  }
  return sent
}
