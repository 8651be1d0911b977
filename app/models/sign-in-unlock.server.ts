import { writeTransaction } from '~/utils/db.server'
import { findLiveUserToken, replaceUserToken, useUpUserToken } from './user-token.server'

// Sign-in unlock links (user_tokens, purpose sign_in_unlock; ADR 115): only the
// SHA-256 is stored, valid 30 minutes, single use. Tokens name their user, so
// these lookups are global; the route checks the host.

export const UNLOCK_MS = 30 * 60_000

/** A new unlock link; older unused ones stop working. */
export function replaceUnlockToken(userId: string, tokenHash: string, now = Date.now()) {
  writeTransaction((tx) =>
    replaceUserToken(tx, { userId, purpose: 'sign_in_unlock', tokenHash, expiresAt: now + UNLOCK_MS, now }),
  )
}

/** Read-only: the live token's user and tenant. */
export function findLiveUnlockToken(tokenHash: string, now = Date.now()) {
  return findLiveUserToken(tokenHash, 'sign_in_unlock', now)
}

/** Uses the token up once; null when it is unknown, used or expired. */
export function consumeUnlockToken(tokenHash: string, now = Date.now()) {
  return writeTransaction((tx) => (useUpUserToken(tx, tokenHash, 'sign_in_unlock', now) ? true : null))
}
