import fs from 'node:fs'
import path from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { createOfferFromEvent } from '~/models/offer-create.server'
import { action as offerAction } from '~/routes/tenant.offers.$offerId'
import { getDb } from '~/utils/db.server'
import { staffCookie, call, makeRequest } from '../support/requests'
import { billingWorld } from './billing-helpers'
import { mailsTo } from './customers-helpers'

// Offer mails (new version + send) skipped the tenant mail limits: 8 mails in
// 3 s to one address. Every mail a tenant causes now leaves through
// sendTenantMail; only the platform's own mails call sendMail, and this test
// lists every file that does, so a new mail path cannot bypass the limits.

const ROOT = path.resolve(__dirname, '../../app')

/** Files that call sendMail directly, with why each one is the platform's mail, not a tenant's. */
const PLATFORM_MAIL_SENDERS: Record<string, string> = {
  'services/mail/mail.server.ts': 'defines sendMail',
  'services/mail/tenant-mail.server.ts': 'sendTenantMail: admission, then sendMail',
  'services/mail/account-mail.server.ts':
    'the password reset to the account holder (limited per address); the invitation uses sendTenantMail',
  'routes/tenant-signup/confirmation-mail.server.ts':
    'sign-up confirmation and the account-exists note (limited per address)',
  'services/mail/plan-mail.server.ts':
    'plan requests to the platform owner and the owner’s answer (limited per tenant)',
  'services/mail/tenant-status-mail.server.ts': 'the platform owner’s notes to a tenant about its status',
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('every mail-sending call site', () => {
  it('only the listed platform mails call sendMail (or Resend) directly; everything else goes through sendTenantMail', () => {
    const direct: string[] = []
    for (const file of sourceFiles(ROOT)) {
      const text = fs.readFileSync(file, 'utf8')
      const rel = path.relative(ROOT, file)
      // sendMail( as a call, also under another name (import { sendMail as x }), or the mail provider itself
      // (imported, or taken from app/utils/libraries.server.ts, which loads it on first use)
      if (
        /\bsendMail\b(?!\s*\()[^;\n]*\bas\b/.test(text) ||
        /\bsendMail\s*\(/.test(text) ||
        /from 'resend'/.test(text) ||
        /\bresendClient\s*\(/.test(text)
      )
        direct.push(rel)
    }
    expect(direct.sort()).toEqual(Object.keys(PLATFORM_MAIL_SENDERS).sort())
  })

  it('tenant-caused mail modules use sendTenantMail', () => {
    for (const rel of [
      'services/mail/offer-mail.server.ts',
      'services/offer-decision.server.ts',
      'services/mail/billing-mail.server.ts',
      'services/mail/customer-login-mail.server.ts',
      'services/mail/notifications.server.ts',
      'jobs/webhooks.server.ts',
      'services/mail/account-mail.server.ts',
      'services/task-digest.server.ts',
    ]) {
      expect(fs.readFileSync(path.join(ROOT, rel), 'utf8'), rel).toMatch(/sendTenantMail\(/)
    }
  })
})

describe('offer mails honour the tenant mail limits', () => {
  beforeEach(() => {
    getDb().delete(s.rateLimits).run()
  })

  it('new version + send, 8 times to one customer: 5 mails, then a German refusal and the draft stays a draft', async () => {
    const w = billingWorld()
    const cookie = await staffCookie(w.admin.user.id, w.tenant.id)
    const lines = {
      'lines[0].text': 'Saal',
      'lines[0].quantity': '1',
      'lines[0].unit': 'piece',
      'lines[0].unit_price': '100',
      'lines[0].vat_rate': '19',
      valid_until: '2099-12-31',
    }
    let offerId = createOfferFromEvent(w.tenant.id, w.event.id)!
    const statuses: number[] = []
    let refusal = ''
    for (let i = 0; i < 8; i++) {
      const sent = await call(
        offerAction,
        makeRequest(`/tenant/offers/${offerId}`, { cookie, form: { ...lines, intent: 'send' } }),
        { offerId },
      )
      statuses.push(sent.status)
      if (sent.status !== 302) {
        refusal = JSON.stringify(sent.data)
        break
      }
      const next = await call(
        offerAction,
        makeRequest(`/tenant/offers/${offerId}`, { cookie, form: { intent: 'new-version' } }),
        { offerId },
      )
      offerId = next.location!.split('/').pop()!
    }
    expect(statuses).toEqual([302, 302, 302, 302, 302, 429])
    expect(refusal).toContain('An diese E-Mail-Adresse wurden in der letzten Stunde bereits 5 E-Mails versendet.')
    expect(mailsTo(w.customer.email)).toHaveLength(5)
    expect(
      getDb()
        .select()
        .from(s.offers)
        .all()
        .find((o) => o.id === offerId)!.status,
    ).toBe('draft')
  })
})
