import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetEnvForTests } from '~/utils/env.server'
import { sendMail } from '~/services/mail/mail.server'

// A subject is built from user text (an event name, a tenant name). A CR or
// LF there would start a new mail header; no control character reaches the
// transport, whichever it is.

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

const HOSTILE = 'Angebot für Hochzeit\r\nBcc: viele@example.com\u0000\u0007\u2028X-Test: 1\t'
const CLEAN = 'Angebot für Hochzeit Bcc: viele@example.com X-Test: 1'
const mail = { to: 'kunde@example.com', subject: HOSTILE, text: 'Hallo', html: '<p>Hallo</p>' }

afterEach(() => {
  delete process.env.RESEND_API_KEY
  resetEnvForTests()
})

describe('mail subjects', () => {
  it('the outbox gets the subject on one line without control characters', async () => {
    const result = await sendMail(mail)
    expect(result.ok).toBe(true)
    const dir = process.env.MAIL_OUTBOX_DIR!
    const file = fs.readdirSync(dir).find((f) => f.includes(result.ok ? result.id : '-'))!
    expect(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')).subject).toBe(CLEAN)
  })

  it('Resend gets the subject on one line without control characters', async () => {
    process.env.RESEND_API_KEY = 're_test_key'
    resetEnvForTests()
    send.mockResolvedValue({ data: { id: 'r1' }, error: null })
    await sendMail(mail)
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ subject: CLEAN }))
  })
})
