import { parseWithZod } from '~/utils/conform'
import { data } from '@remix-run/node'
import { berlinYmd, todayYmd, ymdToStored } from '~/domain/event-dates'
import { STATUS_REFUSED_MESSAGE } from '~/domain/event-status'
import { deadlineSchema } from '~/forms/event-deadline'
import { messageSchema } from '~/forms/message'
import { changeDeadline, changeEventStatus, unlockCart, type StaffActor } from '~/models/event-page.server'
import { createMessage, markThreadRead } from '~/models/message.server'
import { PlanLimitError } from '~/models/plan-usage.server'
import { planGuard } from '~/domain/plans'
import { notifyCustomerOfStaffActivity } from '~/services/mail/notifications.server'
import type { Event } from '~/db/schema'
import type { StaffContext } from '~/services/auth/auth.server'
import { notFound, redirectWithToast } from '~/utils/http.server'
import { loginLinkFailure, sendCustomerLoginLink } from '~/services/mail/customer-login-mail.server'

// The event page's one action (docs/contracts.md §8: intent status | deadline | unlock |
// message, plus read and send-access). Bad input comes back next to its field; nothing is written.

const pageUrl = (event: Event) => `/tenant/events/${event.id}`

export async function eventPageAction(staff: StaffContext, event: Event, formData: FormData) {
  const actor: StaffActor = { type: 'staff', id: staff.userId, name: staff.profile.fullName || staff.user.email }
  const intent = String(formData.get('intent') ?? '')
  switch (intent) {
    case 'status': {
      // cancelling an event asks first: without confirm=1 nothing is written
      if (formData.get('status') === 'cancelled' && formData.get('confirm') !== '1')
        return data({ intent, result: null, formError: null, confirm: 'cancel-event' as const })
      let result
      try {
        result = changeEventStatus(
          staff.tenantId,
          event.id,
          String(formData.get('status') ?? ''),
          actor,
          planGuard(staff.tenant, 'activeEvents'),
        )
      } catch (error) {
        if (error instanceof PlanLimitError)
          return data({ intent, result: null, formError: error.message }, { status: 403 })
        throw error
      }
      if (!result.ok) {
        if (result.reason === 'not-found') notFound('Veranstaltung nicht gefunden')
        return data({ intent, result: null, formError: STATUS_REFUSED_MESSAGE }, { status: 400 })
      }
      return redirectWithToast(pageUrl(event), { type: 'success', description: 'Status wurde geändert.' })
    }
    case 'deadline': {
      const schema = deadlineSchema({
        today: todayYmd(),
        eventDate: event.eventDate === null ? null : berlinYmd(event.eventDate),
      })
      const submission = parseWithZod(formData, { schema })
      if (submission.status !== 'success')
        return data({ intent, result: submission.reply(), formError: null }, { status: 400 })
      const result = changeDeadline(staff.tenantId, event.id, ymdToStored(submission.value.deadline_at), actor)
      if (!result.ok) notFound('Veranstaltung nicht gefunden')
      return redirectWithToast(pageUrl(event), { type: 'success', description: 'Frist wurde geändert.' })
    }
    case 'unlock': {
      const result = unlockCart(staff.tenantId, event.id, actor)
      if (!result.ok) {
        if (result.reason === 'not-found') notFound('Veranstaltung nicht gefunden')
        return data(
          { intent, result: null, formError: 'Der Warenkorb ist nicht durch eine offene Angebotsanfrage gesperrt.' },
          { status: 400 },
        )
      }
      return redirectWithToast(pageUrl(event), { type: 'success', description: 'Warenkorb wurde entsperrt.' })
    }
    case 'message': {
      const submission = parseWithZod(formData, { schema: messageSchema })
      if (submission.status !== 'success')
        return data({ intent, result: submission.reply(), formError: null }, { status: 400 })
      if (!event.endCustomerId)
        return data(
          { intent, result: null, formError: 'Dieser Veranstaltung ist kein Kunde zugeordnet.' },
          { status: 400 },
        )
      createMessage(staff.tenantId, { eventId: event.id, author: actor, body: submission.value.body })
      await notifyCustomerOfStaffActivity(staff.tenantId, event.id, { kind: 'message', summary: submission.value.body })
      return data({ intent, result: submission.reply({ resetForm: true }), formError: null, sent: true })
    }
    case 'send-access': {
      // 'Zugang senden': a fresh login link to the event's customer
      if (!event.endCustomerId) {
        return redirectWithToast(pageUrl(event), {
          type: 'error',
          description: 'Dieser Veranstaltung ist kein Kunde zugeordnet.',
        })
      }
      const sent = await sendCustomerLoginLink({
        tenantId: staff.tenantId,
        customerId: event.endCustomerId,
        actorUserId: staff.userId,
      })
      if (!sent.ok)
        return redirectWithToast(pageUrl(event), { type: 'error', description: loginLinkFailure(sent.reason) })
      return redirectWithToast(pageUrl(event), {
        type: 'success',
        description: 'Zugang wurde per E-Mail an den Kunden gesendet.',
      })
    }
    case 'read': {
      markThreadRead(staff.tenantId, event.id, 'staff')
      return data({ intent, result: null, formError: null })
    }
    default:
      return data({ intent, result: null, formError: 'Unbekannte Aktion.' }, { status: 400 })
  }
}

export type EventPageActionData =
  Awaited<ReturnType<typeof eventPageAction>> extends infer R ? (R extends { data: infer D } ? D : never) : never
