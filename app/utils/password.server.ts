import { hash, verify } from '@node-rs/argon2'

// argon2id is the library's default algorithm (docs/conventions.md §8.6).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string) {
  return hash(password, OPTIONS)
}

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/** A hash to verify against when the e-mail is unknown, so both answers take as long. */
let dummyHash: Promise<string> | undefined
export function dummyPasswordHash() {
  dummyHash ??= hash('festplan-dummy-password', OPTIONS)
  return dummyHash
}
