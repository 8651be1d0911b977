import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetEnvForTests } from '~/utils/env.server'
import { actionMail, mailMode, sendMail } from '~/services/mail/mail.server'

const send = vi.hoisted(() => vi.fn())
// Resend is loaded on the first mail (app/utils/libraries.server.ts): its stand-in comes from there
vi.mock('~/utils/libraries.server', async (original) => ({
  ...(await original<typeof import('~/utils/libraries.server')>()),
  resendClient: () => ({
    Resend: class {
      emails = { send }
    },
  }),
}))

const LINK = 'http://localhost:3000/confirm-email?token=abcDEF123_-xyz&tenant=demo'

const mail = () =>
  actionMail({
    to: 'kunde@example.com',
    subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    greeting: 'Hallo Anna <Schmidt>,',
    paragraphs: ['willkommen bei Festplan.'],
    actionLabel: 'E-Mail bestätigen',
    actionUrl: LINK,
    footer: ['Ihr Festplan-Team'],
  })

function outboxFiles() {
  const dir = process.env.MAIL_OUTBOX_DIR!
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => path.join(dir, f)) : []
}

describe('outbox (no RESEND_API_KEY)', () => {
  it('writes one JSON file with exactly the contract fields; text carries the full link', async () => {
    expect(mailMode()).toBe('outbox')
    const before = outboxFiles().length
    const result = await sendMail(mail())
    expect(result.ok).toBe(true)
    const files = outboxFiles()
    expect(files).toHaveLength(before + 1)
    const record = JSON.parse(
      fs.readFileSync(
        files.find((f) => f.includes(result.ok ? result.id : '-'))!,
        'utf8',
      ),
    )
    expect(Object.keys(record).sort()).toEqual(['createdAt', 'from', 'html', 'id', 'subject', 'text', 'to'])
    expect(record).toMatchObject({
      id: result.ok ? result.id : '',
      to: 'kunde@example.com',
      subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    })
    expect(record.from).toContain('Festplan')
    expect(record.text).toContain(LINK)
    expect(record.text).toContain('E-Mail bestätigen')
    expect(new Date(record.createdAt).toISOString()).toBe(record.createdAt)
    expect(record.html).toContain('lang="de"')
    expect(record.html).toContain(LINK.replace(/&/g, '&amp;'))
    expect(record.html).toContain('Hallo Anna &lt;Schmidt&gt;')
    expect(send).not.toHaveBeenCalled()
  })

  it('returns a failure instead of throwing when the outbox cannot be written', async () => {
    const blocker = path.join(path.dirname(process.env.DATABASE_PATH!), 'not-a-dir')
    fs.writeFileSync(blocker, 'x')
    const previous = process.env.MAIL_OUTBOX_DIR
    process.env.MAIL_OUTBOX_DIR = path.join(blocker, 'outbox')
    resetEnvForTests()
    try {
      const result = await sendMail(mail())
      expect(result.ok).toBe(false)
    } finally {
      process.env.MAIL_OUTBOX_DIR = previous
      resetEnvForTests()
    }
  })
})

describe('Resend (RESEND_API_KEY set)', () => {
  beforeEach(() => {
    process.env.RESEND_API_KEY = 're_test_key'
    process.env.MAIL_FROM = 'Festplan <noreply@festplan.app>'
    resetEnvForTests()
    send.mockReset()
  })
  afterEach(() => {
    delete process.env.RESEND_API_KEY
    delete process.env.MAIL_FROM
    resetEnvForTests()
  })

  it('sends through resend with from, to, subject, text and html, and writes no outbox file', async () => {
    send.mockResolvedValue({ data: { id: 'resend-id-1' }, error: null })
    const before = outboxFiles().length
    expect(mailMode()).toBe('resend')
    expect(await sendMail(mail())).toEqual({ ok: true, id: 'resend-id-1' })
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        from: 'Festplan <noreply@festplan.app>',
        to: 'kunde@example.com',
        text: expect.stringContaining(LINK),
        html: expect.any(String),
      }),
    )
    expect(outboxFiles()).toHaveLength(before)
  })

  it('returns an error reported by Resend to the caller', async () => {
    send.mockResolvedValue({ data: null, error: { message: 'Domain not verified', name: 'validation_error' } })
    expect(await sendMail(mail())).toEqual({ ok: false, error: 'Domain not verified' })
  })

  it('returns a thrown network failure instead of throwing', async () => {
    send.mockRejectedValue(new Error('getaddrinfo ENOTFOUND api.resend.com'))
    await expect(sendMail(mail())).resolves.toEqual({ ok: false, error: 'getaddrinfo ENOTFOUND api.resend.com' })
  })
})
