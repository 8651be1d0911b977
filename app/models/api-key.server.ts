import { randomBytes } from 'node:crypto'
import { and, desc, eq, isNull } from 'drizzle-orm'
import { apiKeys } from '~/db/schema'
import { API_KEY_PREFIX, visiblePrefix } from '~/domain/api/keys'
import type { ApiScope } from '~/forms/api-key'
import { getDb } from '~/utils/db.server'
import { hashToken } from '~/utils/token.server'
import { ownRow } from './find-own.server'

// Every query of api_keys; tenantId first. The key itself is never stored.

export type ApiKeyRow = typeof apiKeys.$inferSelect

/** Creates a key and returns it once, in clear; the row holds its SHA-256. */
export function createApiKey(tenantId: string, input: { name: string; scope: ApiScope; createdBy: string | null }) {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`
  const row = getDb()
    .insert(apiKeys)
    .values({
      tenantId,
      name: input.name,
      scope: input.scope,
      prefix: visiblePrefix(key),
      keyHash: hashToken(key),
      createdBy: input.createdBy,
    })
    .returning()
    .get()
  return { key, row }
}

export function listApiKeys(tenantId: string) {
  return getDb()
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      scope: apiKeys.scope,
      prefix: apiKeys.prefix,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
      createdAt: apiKeys.createdAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.tenantId, tenantId))
    .orderBy(desc(apiKeys.createdAt))
    .all()
}

/** False when the key is not this tenant's or already revoked. */
export function revokeApiKey(tenantId: string, keyId: string, now = Date.now()) {
  return (
    getDb()
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
      .run().changes > 0
  )
}

/** The key row by its clear value (any tenant: the key decides the tenant). */
export function findApiKeyByToken(key: string) {
  return (
    getDb()
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.keyHash, hashToken(key)))
      .get() ?? null
  )
}

export function touchApiKey(tenantId: string, keyId: string, now = Date.now()) {
  getDb()
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(ownRow(apiKeys, tenantId, keyId))
    .run()
}
