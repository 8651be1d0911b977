import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes, base64url; only its SHA-256 is ever stored. */
export function createToken() {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}
