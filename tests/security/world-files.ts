import fs from 'node:fs'
import { randomBytes } from 'node:crypto'
import * as s from '~/db/schema'
import { getDb } from '~/utils/db.server'
import { getEnv } from '~/utils/env.server'
import { storedPath } from '~/utils/file-storage.server'

// File rows in the isolation world: a shared staff file and a customer's
// own upload on the tenant's event, each with its bytes on disk.
export function seedWorldFiles(tenantId: string, eventId: string, customerId: string, canary: string) {
  fs.mkdirSync(getEnv().FILES_DIR, { recursive: true })
  const make = (values: Partial<typeof s.files.$inferInsert> & { name: string; uploaderType: string }) => {
    const storageKey = randomBytes(24).toString('hex')
    const bytes = Buffer.from(`Name;Notiz\nGast;${canary}\n`, 'utf8')
    fs.writeFileSync(storedPath(storageKey), bytes)
    return getDb()
      .insert(s.files)
      .values({
        tenantId,
        eventId,
        storageKey,
        mimeType: 'text/csv; charset=utf-8',
        sizeBytes: bytes.length,
        note: `Notiz ${canary}`,
        ...values,
      })
      .returning()
      .get()
  }
  const file = make({ name: `Vertrag ${canary}.csv`, uploaderType: 'staff', shared: true })
  const customerFile = make({
    name: `Gäste ${canary}.csv`,
    uploaderType: 'customer',
    uploaderId: customerId,
    uploaderName: 'Kundin',
  })
  return { file, customerFile }
}
