// Bench scenario of file uploads: the server's memory while a 25 MB file uploads.
// The upload streams to disk (busboy), so the resident set should stay flat:
// reported before, at its highest during, and after the upload.
import fs from 'node:fs'
import http from 'node:http'

export const title = 'Datei-Upload 25 MB (Speicher)'

/** The pid of the process listening on a TCP port (Linux /proc), or null. @param {number} port */
function pidListeningOn(port) {
  const hex = port.toString(16).toUpperCase().padStart(4, '0')
  const inodes = new Set()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/)
      if (cols[1]?.endsWith(`:${hex}`) && cols[3] === '0A') inodes.add(cols[9])
    }
  }
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
        const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`)
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1]
        if (inode && inodes.has(inode)) return Number(pid)
      }
    } catch {
      // not ours to read
    }
  }
  return null
}

const rssMB = (/** @type {number} */ pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 102.4) / 10

/**
 * @param {string} base
 * @param {string} path
 * @param {string} cookie
 * @param {number} size
 * @returns {Promise<number | undefined>} the status code
 */
function upload(base, path, cookie, size) {
  const boundary = '----festplanBench'
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gross.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`)
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const chunk = Buffer.alloc(256 * 1024, 0x20)
  const bodySize = size - 9 // '%PDF-1.4\n' is part of the file
  const url = new URL(path, base)
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: base, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(head.length + bodySize + tail.length) },
    }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode))
    })
    req.on('error', reject)
    req.write(head)
    let left = bodySize
    const pump = () => {
      while (left > 0) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left)
        left -= piece.length
        if (!req.write(piece)) return req.once('drain', pump)
      }
      req.end(tail)
    }
    pump()
  })
}

/** @param {import('./bench-types.js').ScenarioContext} ctx */
export async function run({ base, tenantQuery, cookie, sqlite, bigTenantId, workerPids }) {
  // the workers handle requests (the primary of a cluster only holds the port): their RSS together
  const pids = workerPids?.length ? workerPids : /** @type {number[]} */ ([pidListeningOn(Number(new URL(base).port))].filter(Boolean))

  const rssOfAll = () => Math.round(pids.reduce((sum, p) => sum + rssMB(p), 0) * 10) / 10
  const pid = pids.length ? pids : null
  const eventId = sqlite.prepare('SELECT id FROM events WHERE tenant_id = ? LIMIT 1').pluck().get(bigTenantId)
  const size = 25 * 1024 * 1024 - 4096 // just under MAX_UPLOAD_MB
  const before = pid ? rssOfAll() : null
  let peak = before ?? 0
  const sampler = pid ? setInterval(() => (peak = Math.max(peak, rssOfAll())), 20) : null
  const started = Date.now()
  const status = await upload(base, `/tenant/events/${eventId}/files?${tenantQuery}`, cookie, size)
  const ms = Date.now() - started
  if (sampler) clearInterval(sampler)
  const after = pid ? rssOfAll() : null
  if (status !== 302) throw new Error(`Upload beantwortet mit ${status}`)
  console.log(`${title} (${pids.length} Prozess(e)): RSS vor ${before} MB, höchstens während ${peak} MB, nach ${after} MB (${ms} ms)`)
  return [{ label: 'Upload 25 MB: RSS vor / während / nach', reqPerSec: null, p50: ms, p99: null, cpuMsPerRequest: null, rssBeforeMB: before, rssPeakDuringMB: peak, rssAfterMB: after }]
}
