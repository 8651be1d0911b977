import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { findUserByEmail, normalizeEmail } from '~/models/user.server'
import { dummyPasswordHash, verifyPassword } from '~/utils/password.server'

export class InvalidCredentials extends Error {}

/**
 * remix-auth verifies the password; sessions stay ours (sessions table).
 * Unknown e-mail and wrong password take the same path and the same time.
 */
export const authenticator = new Authenticator<{ userId: string }>()

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const email = normalizeEmail(String(form.get('email') ?? ''))
    const password = String(form.get('password') ?? '')
    const user = email ? findUserByEmail(email) : undefined
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password)
    if (!user || !ok) throw new InvalidCredentials('E-Mail oder Passwort ist falsch.')
    return { userId: user.id }
  }),
  'form',
)
