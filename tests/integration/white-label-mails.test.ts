import { beforeEach, describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { notifyCustomerOfStaffActivity } from '~/services/mail/notifications.server'
import type { DecidedOffer } from '~/models/offer-request.server'
import type { Offer } from '~/models/offer.server'
import { sendOfferMail } from '~/services/mail/billing-mail.server'
import { sendCustomerLoginLink } from '~/services/mail/customer-login-mail.server'
import { getDb } from '~/utils/db.server'
import { sendOfferDecisionMail } from '~/services/mail/offer-mail.server'
import { createEndCustomer, createEvent, createTenant } from '../support/factories'
import { outbox } from './customers-helpers'

// White-label: on the Business plan no mail to an end customer
// names Festplan (subject, text, HTML, sender name); Pro keeps it as sender.

type OutboxMail = { to: string; from: string; subject: string; text: string; html: string }

beforeEach(() => {
  getDb().delete(s.rateLimits).run()
})

function world(plan: 'business' | 'pro') {
  const tenant = createTenant({
    name: `Feierwerk ${plan} GmbH`,
    status: 'active_paid',
    plan,
    trialStartedAt: null,
    trialExpiresAt: null,
  })
  const customer = createEndCustomer(tenant.id, { name: 'Erika Muster' })
  const event = createEvent(tenant.id, { name: 'Sommerfest', endCustomerId: customer.id })
  return { tenant, customer, event }
}

/** Sends every kind of mail an end customer gets; returns them by kind. */
async function customerMails(plan: 'business' | 'pro') {
  const { tenant, customer, event } = world(plan)
  const now = Date.now()
  const offer = {
    id: crypto.randomUUID(),
    tenantId: tenant.id,
    endCustomerId: customer.id,
    number: 'AN-2026-0001',
    eventName: event.name,
    grossCents: 119_00,
    validUntil: '2026-12-31',
    status: 'declined',
    createdAt: now,
  }
  const sent: Record<string, unknown> = {
    'customer-login-link': await sendCustomerLoginLink({
      tenantId: tenant.id,
      customerId: customer.id,
      actorUserId: null,
    }),
    'offer-sent': await sendOfferMail(tenant, offer as unknown as Offer),
    'offer-decision': await sendOfferDecisionMail({
      tenant,
      decided: { offer, event: null } as unknown as DecidedOffer,
      now,
    }),
    'message-notification': await notifyCustomerOfStaffActivity(
      tenant.id,
      event.id,
      { kind: 'message', summary: 'Die Tischdeko ist bestellt.' },
      now,
    ),
  }
  const mails = (outbox() as OutboxMail[]).filter((m) => m.to === customer.email)
  return { tenant, sent, mails }
}

describe('mails to end customers', () => {
  it('on Business: every kind carries the tenant name, never Festplan (subject, text, html, sender name)', async () => {
    const { tenant, sent, mails } = await customerMails('business')
    expect(sent['customer-login-link']).toEqual({ ok: true })
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining('Ihr Zugang'),
      'Ihr Angebot AN-2026-0001: Sommerfest',
      'Ihre Angebotsanfrage für „Sommerfest“ wurde abgelehnt',
      expect.stringContaining('Neue Nachricht'),
    ])
    for (const mail of mails) {
      expect(mail.from).toBe(`"${tenant.name}" <noreply@festplan.app>`)
      const displayName = mail.from.replace(/<[^>]*>$/, '')
      for (const part of [displayName, mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/festplan/i)
      expect(mail.text).toContain(tenant.name)
    }
  })

  it('on Pro: the sender stays Festplan', async () => {
    const { mails } = await customerMails('pro')
    expect(mails).toHaveLength(4)
    for (const mail of mails) expect(mail.from).toBe('Festplan <noreply@festplan.app>')
  })
})
