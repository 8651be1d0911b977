import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { buildOfferSnapshot } from '~/domain/offer-snapshot'
import { lineCounts, normalizeCount, normalizeQuantity, summarizeCart } from '~/domain/cart'
import { cartChangeNotices } from '~/domain/cart-feedback'
import {
  addCartItem,
  changeCart,
  findCartItem,
  listCartLines,
  removeCartItem,
  setCartItem,
  type CartChange,
} from '~/models/cart.server'
import { createOfferRequest, offerRecipients } from '~/models/offer-request.server'
import { pricingContext } from '~/models/pricing-context.server'
import { listCustomerEvents, offerableService } from '~/models/portal.server'
import { pickEvent } from '~/domain/portal-event'
import { guardAction } from '~/services/security/action-guard.server'
import { requireCustomer } from '~/services/auth/auth.server'
import { notFound, redirectWithToast, safeRedirect } from '~/utils/http.server'
import { sendOfferRequestMails } from '~/services/mail/offer-mail.server'

// The cart's one action (docs/contracts.md §7: intent add | set-quantity | remove |
// request-offer, service_id, quantity, count_*). Forms post here with and
// without JavaScript; the answer is a redirect back to the page they came from.

const LOCK_MESSAGES = {
  deadline: 'Die Frist ist abgelaufen. Änderungen am Warenkorb sind nicht mehr möglich.',
  offer: 'Ein Angebot wurde bereits angefordert. Der Warenkorb kann bis zur Antwort nicht geändert werden.',
  unavailable: 'Dieser Service ist nicht mehr verfügbar. Sie können ihn nur noch aus dem Warenkorb entfernen.',
} as const

function backTo(formData: FormData) {
  return safeRedirect(formData.get('redirect_to'), '/customer-dashboard', /^\/customer-dashboard(\/|$)/)
}

export async function loader() {
  return redirect('/customer-dashboard')
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const { customer, tenant, tenantId } = await requireCustomer(request)
  const eventId = String(formData.get('event_id') ?? '')
  const event = pickEvent(listCustomerEvents(tenantId, customer.id), eventId || null)
  if (!event || (eventId && event.id !== eventId)) notFound()
  const serviceId = String(formData.get('service_id') ?? '')
  const back = backTo(formData)
  const intent = formData.get('intent')

  const answer = async (result: CartChange, success: string | null) => {
    if (!result.ok) {
      if (result.reason === 'not-found') notFound()
      return redirectWithToast(back, { type: 'error', description: LOCK_MESSAGES[result.reason] })
    }
    return success ? redirectWithToast(back, { type: 'success', title: success }) : redirect(back)
  }

  switch (intent) {
    case 'add': {
      const service = offerableService(tenantId, event.templateId, serviceId)
      if (!service) notFound()
      return answer(
        changeCart(tenantId, event.id, (tx, now) => addCartItem(tx, tenantId, event.id, service.id, now)),
        'Service hinzugefügt',
      )
    }
    case 'set-quantity': {
      if (!findCartItem(tenantId, event.id, serviceId)) notFound()
      const q = normalizeQuantity(formData.get('quantity'))
      const counts = {
        countAdults: normalizeCount(formData.get('count_adults')),
        countChildren: normalizeCount(formData.get('count_children')),
        countToddlers: normalizeCount(formData.get('count_toddlers')),
      }
      const hasCounts = ['count_adults', 'count_children', 'count_toddlers'].some((k) => formData.has(k))
      const result = changeCart(tenantId, event.id, (tx, now) =>
        q.remove
          ? removeCartItem(tx, tenantId, event.id, serviceId)
          : setCartItem(tx, tenantId, event.id, serviceId, { quantity: q.quantity, ...(hasCounts ? counts : {}) }, now),
      )
      if (!result.ok || q.remove) return answer(result, null)
      // tell the customer what was not taken as typed
      const notices = cartChangeNotices(formData, hasCounts ? lineCounts(counts) : null, event.guestCount)
      return notices.length
        ? redirectWithToast(back, { type: 'warning', description: notices.join(' ') })
        : redirect(back)
    }
    case 'remove': {
      if (!findCartItem(tenantId, event.id, serviceId)) notFound()
      return answer(
        changeCart(tenantId, event.id, (tx) => removeCartItem(tx, tenantId, event.id, serviceId)),
        null,
      )
    }
    case 'request-offer': {
      const result = createOfferRequest(
        tenantId,
        { eventId: event.id, endCustomerId: customer.id, customerName: customer.name, customerEmail: customer.email },
        () => {
          const pricing = pricingContext(tenantId)
          return buildOfferSnapshot(summarizeCart(listCartLines(tenantId, event.id), event, pricing), event, pricing)
        },
      )
      if (!result.ok) {
        if (result.reason === 'empty')
          return redirectWithToast(back, {
            type: 'error',
            description: 'Der Warenkorb enthält keine Leistung mit Preis.',
          })
        return answer({ ok: false, reason: result.reason }, null)
      }
      await sendOfferRequestMails({
        recipients: offerRecipients(tenantId, event.assignedPlannerId),
        tenantId,
        subdomain: tenant.subdomain,
        offerId: result.id,
        eventName: event.name,
        customerName: customer.name ?? customer.email,
        grossCents: result.grossCents,
        createdAt: result.createdAt,
        color: tenant.primaryColor,
      })
      return redirectWithToast(back, {
        type: 'success',
        title: 'Angebot angefordert',
        description: 'Ihr Event-Planer meldet sich bei Ihnen.',
      })
    }
    default:
      return redirectWithToast(back, { type: 'error', description: 'Unbekannte Aktion.' })
  }
}
