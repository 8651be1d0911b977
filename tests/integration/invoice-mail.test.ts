import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { writeTestInvoice } from '../support/einvoice-output'
import { consumeCustomerToken } from '~/models/customer-auth.server'
import { tokenOwner } from '~/models/customer-token.server'
import { createInvoiceFromOffer } from '~/models/invoice-create.server'
import { recordPayment } from '~/models/invoice-payment.server'
import { listInvoiceReminders } from '~/models/invoice-reminder.server'
import { listEventMails } from '~/models/mail-log.server'
import { saveOfferDraft, sendOffer } from '~/models/offer.server'
import { createOfferFromEvent } from '~/models/offer-create.server'
import { decideOffer } from '~/models/offer-order.server'
import { remindInvoice } from '~/services/invoice-reminder.server'
import { sendInvoiceIntent } from '~/services/invoice-send.server'
import { getDb } from '~/utils/db.server'
import { hashToken } from '~/utils/token.server'
import { billingWorld, invoiceRow } from './billing-helpers'
import { linkIn, mailsTo } from './customers-helpers'

// 'Rechnung senden' / 'Finalisieren und senden' and the reminders, as the
// customer receives them: the outbox mail, its attachments beside it, the
// sign-in link that lands on the invoice.

type Attachment = { filename: string; contentType: string; path: string }
const actor = { id: 'u', name: 'Anna Admin' }
const outboxFile = (a: Attachment) => fs.readFileSync(path.join(process.env.MAIL_OUTBOX_DIR!, a.path))

/** An accepted offer of one flat line, 1 000,00 € net at 19 % (1 190,00 € gross), and its draft invoice. */
function draftInvoice(options: { company?: boolean } = {}) {
  const w = billingWorld(options)
  const offerId = createOfferFromEvent(w.tenant.id, w.event.id)!
  saveOfferDraft(w.tenant.id, offerId, {
    lines: [{ text: 'Sommerfest pauschal', quantity: 1000, unit: 'flat', unit_price: 100000, vat_rate: 19 }],
    valid_until: '2099-12-31',
    intro: null,
    closing: null,
  } as never)
  expect(sendOffer(w.tenant.id, offerId, actor).ok).toBe(true)
  expect(
    decideOffer(w.tenant.id, w.customer.id, offerId, { kind: 'accept', signerName: 'Sophie Müller', ip: '127.0.0.1' })
      ?.ok,
  ).toBe(true)
  const created = createInvoiceFromOffer(w.tenant.id, offerId, 'single')
  if (!created?.ok) throw new Error('no invoice')
  return { ...w, invoiceId: created.id }
}

describe('invoice by mail', () => {
  it('finalise and send: one mail with the PDF and the XRechnung XML beside it, a link that signs in onto the invoice', async () => {
    const w = draftInvoice()
    const outcome = await sendInvoiceIntent(w.tenant, actor, w.invoiceId, true)
    expect(outcome).toMatchObject({ ok: true })
    const invoice = invoiceRow(w.invoiceId)
    expect(invoice.status).toBe('final')
    const [mail] = mailsTo(w.customer.email) as unknown as {
      subject: string
      text: string
      attachments: Attachment[]
    }[]
    expect(mail!.subject).toBe(`Rechnung ${invoice.number}: ${invoice.eventName}`)
    expect(mail!.text).toContain('Zu zahlen: 1.190,00 €')
    expect(mail!.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${invoice.number}.pdf`, 'application/pdf'],
      [`${invoice.number}.xml`, 'application/xml'],
    ])
    expect(outboxFile(mail!.attachments[0]!).subarray(0, 5).toString()).toBe('%PDF-')
    const xml = outboxFile(mail!.attachments[1]!).toString('utf8')
    expect(xml).toBe(invoice.xml)
    expect(xml).toContain('<ram:DuePayableAmount>1190.00</ram:DuePayableAmount>')
    writeTestInvoice('mail-attachment-invoice', xml)

    // the link: one use signs in and names the invoice's portal page; a second use is refused, and knows whom to send a new one
    const token = linkIn(mail!.text).searchParams.get('token')!
    expect(consumeCustomerToken(hashToken(token), w.tenant.id)).toMatchObject({
      ok: true,
      endCustomerId: w.customer.id,
      targetPath: `/customer-dashboard/invoices/${w.invoiceId}`,
    })
    expect(consumeCustomerToken(hashToken(token), w.tenant.id)).toEqual({ ok: false, reason: 'used' })
    expect(tokenOwner(hashToken(token), w.tenant.id)).toMatchObject({ endCustomerId: w.customer.id })

    // the event page's mail log: what went to whom, with which files
    expect(listEventMails(w.tenant.id, w.event.id)).toEqual([
      expect.objectContaining({
        recipient: w.customer.email,
        kind: 'invoice-sent',
        state: 'sent',
        attachments: [`${invoice.number}.pdf`, `${invoice.number}.xml`],
      }),
    ])
  })

  it('a draft cannot be sent without finalising, and a read-only tenant sends nothing and finalises nothing', async () => {
    const w = draftInvoice()
    expect(await sendInvoiceIntent(w.tenant, actor, w.invoiceId, false)).toMatchObject({ ok: false, status: 400 })
    getDb().update(s.tenants).set({ status: 'trial_expired' }).where(eq(s.tenants.id, w.tenant.id)).run()
    expect(await sendInvoiceIntent(w.tenant, actor, w.invoiceId, true)).toMatchObject({ ok: false, status: 403 })
    expect(invoiceRow(w.invoiceId).status).toBe('draft')
    expect(mailsTo(w.customer.email).filter((m) => m.subject.startsWith('Rechnung'))).toEqual([])
  })
})

describe('payment reminders', () => {
  // the reminder date 31.10.2026 (Berlin), the invoice due 01.10.2026: 30 days overdue
  const now = Date.UTC(2026, 9, 31, 10)
  const overdue = (invoiceId: string) =>
    getDb().update(s.invoices).set({ dueDate: '2026-10-01' }).where(eq(s.invoices.id, invoiceId)).run()

  it('business customer: Zahlungserinnerung, then 1. Mahnung with interest and 40 €, then 2. Mahnung, then no more', async () => {
    const w = draftInvoice({ company: true })
    await sendInvoiceIntent(w.tenant, actor, w.invoiceId, true)
    // not yet due: nothing goes out
    expect(await remindInvoice(w.tenant, w.invoiceId)).toMatchObject({ ok: false, status: 400 })
    overdue(w.invoiceId)
    expect(await remindInvoice(w.tenant, w.invoiceId, now)).toMatchObject({ ok: true })
    expect(await remindInvoice(w.tenant, w.invoiceId, now)).toMatchObject({ ok: true })
    const mails = mailsTo(w.customer.email) as unknown as {
      subject: string
      text: string
      attachments?: Attachment[]
    }[]
    const [first, second] = mails.filter((m) => /Zahlungserinnerung|Mahnung/.test(m.subject))
    expect(first!.subject).toMatch(/^Zahlungserinnerung zur Rechnung RE-/)
    expect(first!.text).toContain('Offener Rechnungsbetrag: 1.190,00 €')
    expect(first!.text).not.toContain('Verzugszinsen')
    expect(first!.attachments!.map((a) => a.contentType)).toEqual(['application/pdf'])
    // 1 190,00 € × (1,27 % + 9 points = 10,27 %) × 30 / 365 = 10,0449 € → 10,04 €; plus 40,00 € → 1 240,04 €
    expect(second!.subject).toMatch(/^1\. Mahnung zur Rechnung RE-/)
    expect(second!.text).toContain('Verzugszinsen (§ 288 BGB, 10,27 % p. a., 30 Tage seit Fälligkeit): 10,04 €')
    expect(second!.text).toContain('Verzugspauschale (§ 288 Abs. 5 BGB): 40,00 €')
    expect(second!.text).toContain('Gesamt: 1.240,04 €')
    expect(await remindInvoice(w.tenant, w.invoiceId, now)).toMatchObject({ ok: true })
    expect(await remindInvoice(w.tenant, w.invoiceId, now)).toMatchObject({
      ok: false,
      message: 'Zahlungserinnerung, 1. und 2. Mahnung sind bereits versendet.',
    })
    expect(
      listInvoiceReminders(w.tenant.id, w.invoiceId).map((r) => [r.level, r.openCents, r.interestCents, r.feeCents]),
    ).toEqual([
      [1, 119000, 0, 0],
      [2, 119000, 1004, 4000],
      [3, 119000, 1004, 4000],
    ])
  })

  it('consumer: interest at base rate + 5 points, no flat fee; a paid invoice gets no reminder', async () => {
    const w = draftInvoice()
    await sendInvoiceIntent(w.tenant, actor, w.invoiceId, true)
    overdue(w.invoiceId)
    await remindInvoice(w.tenant, w.invoiceId, now)
    await remindInvoice(w.tenant, w.invoiceId, now)
    // 1 190,00 € × 6,27 % × 30 / 365 = 6,1326 € → 6,13 €
    const mahnung = mailsTo(w.customer.email).find((m) => m.subject.startsWith('1. Mahnung'))!
    expect(mahnung.text).toContain('Verzugszinsen (§ 288 BGB, 6,27 % p. a., 30 Tage seit Fälligkeit): 6,13 €')
    expect(mahnung.text).not.toContain('Verzugspauschale')
    expect(recordPayment(w.tenant.id, w.invoiceId, '2026-10-30', 119000)).toEqual({ ok: true })
    expect(await remindInvoice(w.tenant, w.invoiceId, now)).toMatchObject({
      ok: false,
      message: 'Diese Rechnung ist bezahlt; es gibt nichts anzumahnen.',
    })
  })
})

describe('the daily first reminder', () => {
  it('sends the Zahlungserinnerung N days after the due date, only where the tenant set N, only once', async () => {
    const { sendDueFirstReminders } = await import('~/services/first-reminders.server')
    const w = draftInvoice()
    await sendInvoiceIntent(w.tenant, actor, w.invoiceId, true)
    getDb().update(s.invoices).set({ dueDate: '2026-10-01' }).where(eq(s.invoices.id, w.invoiceId)).run()
    const at = (ymd: string) => Date.parse(`${ymd}T10:00:00Z`)
    // no setting: nothing
    expect(await sendDueFirstReminders(at('2026-10-20'))).toBe(0)
    getDb()
      .update(s.tenantBillingProfiles)
      .set({ reminderAfterDays: 7 })
      .where(eq(s.tenantBillingProfiles.tenantId, w.tenant.id))
      .run()
    // due 01.10. + 7 days = 08.10.: on the 8th not yet, on the 9th it goes out, on the 10th not again
    expect(await sendDueFirstReminders(at('2026-10-08'))).toBe(0)
    expect(await sendDueFirstReminders(at('2026-10-09'))).toBe(1)
    expect(await sendDueFirstReminders(at('2026-10-10'))).toBe(0)
    expect(listInvoiceReminders(w.tenant.id, w.invoiceId).map((r) => r.level)).toEqual([1])
  })
})
