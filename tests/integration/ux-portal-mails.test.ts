import { describe, expect, it } from 'vitest'
import { createOfferFromEvent } from '~/models/offer-create.server'
import { sendOfferMail } from '~/services/mail/billing-mail.server'
import { getDb } from '~/utils/db.server'
import * as s from '~/db/schema'
import { eq } from 'drizzle-orm'
import { billingWorld, offerRow } from './billing-helpers'
import { mailsTo } from './customers-helpers'

// A mail about an offer opens with the customer's
// Anrede and carries a way back into the portal when the session has ended.

describe('the offer mail to the customer', () => {
  it('opens with the Anrede and names the page to ask for a new sign-in link', async () => {
    const w = billingWorld()
    getDb()
      .update(s.endCustomers)
      .set({ salutation: 'frau', title: 'Dr.' })
      .where(eq(s.endCustomers.id, w.customer.id))
      .run()
    const offer = offerRow(createOfferFromEvent(w.tenant.id, w.event.id)!)
    const result = await sendOfferMail(w.tenant, offer)
    expect(result.ok).toBe(true)
    const [mail] = mailsTo(w.customer.email)
    expect(mail!.text.split('\n')[0]).toBe('Sehr geehrte Frau Dr. Müller,')
    expect(mail!.text).toContain(
      `einen neuen Anmeldelink an: http://localhost:3000/customer-login?link=neu&tenant=${w.tenant.subdomain}`,
    )
  })
})
