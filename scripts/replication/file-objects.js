// Uploaded files in the replica: one object per file under <replica>/files/<storage key>.
// Storage keys are random and a file never changes after upload, so an object
// once written is final: the sync only adds, and a restore of any moment finds
// every file that moment's rows name (deleted files stay in the replica).
import fs from 'node:fs'
import path from 'node:path'
import { AwsClient } from 'aws4fetch'

const FILES = 'files'

/**
 * @typedef {object} FileObjects
 * @property {() => Promise<Set<string>>} list the storage keys in the replica
 * @property {(key: string, file: string) => Promise<void>} put
 * @property {(key: string, target: string) => Promise<boolean>} get true when written to target, false when the replica has no such file
 */

/**
 * @param {import('./config.js').ReplicaConfig} config
 * @returns {FileObjects}
 */
export function fileObjects(config) {
  return config.type === 'file' ? folderObjects(path.join(config.dir, FILES)) : s3Objects(config)
}

/** @param {string} dir @returns {FileObjects} */
function folderObjects(dir) {
  return {
    async list() {
      try {
        return new Set(fs.readdirSync(dir).filter((name) => !name.startsWith('.')))
      } catch (/** @type {any} */ error) {
        if (error.code === 'ENOENT') return new Set()
        throw error
      }
    },
    async put(key, file) {
      fs.mkdirSync(dir, { recursive: true })
      const tmp = path.join(dir, `.${key}.${process.pid}`)
      fs.copyFileSync(file, tmp)
      const fd = fs.openSync(tmp, 'r')
      fs.fsyncSync(fd)
      fs.closeSync(fd)
      fs.renameSync(tmp, path.join(dir, key))
    },
    /** true when written to target, false when the replica has no such file */
    async get(key, target) {
      try {
        fs.copyFileSync(path.join(dir, key), target)
        return true
      } catch (/** @type {any} */ error) {
        if (error.code === 'ENOENT') return false
        throw error
      }
    },
  }
}

/** @param {import('./config.js').S3Replica} config @returns {FileObjects} */
function s3Objects(config) {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    retries: 2,
  })
  const base = config.customEndpoint
    ? `${config.endpoint}/${config.bucket}`
    : `https://${config.bucket}.s3.${config.region}.amazonaws.com`
  const prefix = `${config.prefix ? `${config.prefix}/` : ''}${FILES}/`
  const objectUrl = (/** @type {string} */ key) =>
    `${base}/${(prefix + key).split('/').map(encodeURIComponent).join('/')}`
  const fail = async (/** @type {Response} */ res, /** @type {string} */ what) => {
    throw new Error(`${what}: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`)
  }
  return {
    async list() {
      /** @type {Set<string>} */
      const keys = new Set()

      let token = ''
      for (;;) {
        const query = new URLSearchParams({ 'list-type': '2', prefix })
        if (token) query.set('continuation-token', token)
        const res = await client.fetch(`${base}?${query}`)
        if (!res.ok) await fail(res, 'Dateiliste im Replikat')
        const xml = await res.text()
        for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.add(match[1].slice(prefix.length))
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? (/<NextContinuationToken>([^<]*)</.exec(xml)?.[1] ?? '')
          : ''
        if (!token) return keys
      }
    },
    async put(key, file) {
      const body = fs.readFileSync(file)
      const res = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body,
        headers: { 'Content-Type': 'application/octet-stream' },
      })
      if (!res.ok) await fail(res, `Datei ${key} ins Replikat`)
      await res.arrayBuffer()
    },
    async get(key, target) {
      const res = await client.fetch(objectUrl(key))
      if (res.status === 404) {
        await res.arrayBuffer()
        return false
      }
      if (!res.ok) await fail(res, `Datei ${key} aus dem Replikat`)
      fs.writeFileSync(target, Buffer.from(await res.arrayBuffer()))
      return true
    },
  }
}
