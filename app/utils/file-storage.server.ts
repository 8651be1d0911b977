import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { getEnv } from './env.server'

// Where uploaded bytes live (docs/decisions/119-file-uploads.md):
// FILES_DIR/<storage key>, a random hex name; uploads in progress under
// FILES_DIR/.tmp/<random>.part, renamed into place only when accepted.

export const TMP_DIRNAME = '.tmp'

export function filesDir() {
  return getEnv().FILES_DIR
}

export function tmpDir() {
  return path.join(filesDir(), TMP_DIRNAME)
}

export function newStorageKey() {
  return randomBytes(24).toString('hex')
}

export function storedPath(storageKey: string) {
  if (!/^[0-9a-f]{48}$/.test(storageKey)) throw new Error('Ungültiger Speicherschlüssel')
  return path.join(filesDir(), storageKey)
}

export function newTmpPath() {
  fs.mkdirSync(tmpDir(), { recursive: true })
  return path.join(tmpDir(), `${randomBytes(16).toString('hex')}.part`)
}

export async function unlinkQuietly(file: string) {
  await fs.promises.rm(file, { force: true }).catch(() => undefined)
}

/** Removes the bytes of deleted rows; a missing file is fine (the row was the truth). */
export async function removeStoredFiles(storageKeys: string[]) {
  await Promise.all(storageKeys.map((key) => unlinkQuietly(storedPath(key))))
}
