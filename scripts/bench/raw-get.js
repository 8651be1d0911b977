// A lean keep-alive GET client for the fixed-rate run (fixed-rate.js). The
// load generator shares the two cores with the server it measures, so its
// own CPU per request is taken from the server: node:http's client (an
// IncomingMessage, header objects and stream events per answer) cost about
// 1.5 ms per 60 KB page here, this one a tenth of it. It sends one prepared
// request per connection at a time (no pipelining) and only reads what it
// needs of an answer: the status, Content-Length or chunked framing, and
// whether the server closes the connection.
import net from 'node:net'

const CRLF2 = Buffer.from('\r\n\r\n')

/**
 * @typedef {{ status: number | string }} Answer
 * @typedef {(answer: Answer) => void} Done
 */

/**
 * One connection's answer parser. `push` takes the bytes as they come and
 * returns true once the answer is complete.
 */
export class AnswerReader {
  constructor() {
    /** @type {Buffer | null} */
    this.head = null
    this.status = 0
    /** bytes of the body still to come (Content-Length), or -1 when chunked, or -2 until close */
    this.remaining = 0
    this.inHead = true
    this.keepAlive = true
    /** chunked: bytes of the current chunk (incl. its CRLF) still to skip */
    this.chunkLeft = 0
    /** chunked: the part of a size line seen so far */
    this.sizeLine = ''
    this.lastChunk = false
  }

  /** @param {Buffer} data */
  push(data) {
    if (this.inHead) {
      const head = this.head ? Buffer.concat([this.head, data]) : data
      const end = head.indexOf(CRLF2)
      if (end < 0) {
        // the read buffer is reused for the next read: keep a copy
        this.head = Buffer.from(head)
        return false
      }
      this.inHead = false
      this.head = null
      const text = head.toString('latin1', 0, end)
      this.status = Number(text.slice(9, 12))
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(text)
      if (/\r\nconnection:\s*close/i.test(text)) this.keepAlive = false
      if (/\r\ntransfer-encoding:\s*chunked/i.test(text)) this.remaining = -1
      else if (length) this.remaining = Number(length[1])
      else if (this.status === 204 || this.status === 304) this.remaining = 0
      else this.remaining = -2
      data = head.subarray(end + 4)
    }
    if (this.remaining >= 0) {
      this.remaining -= data.length
      return this.remaining <= 0
    }
    if (this.remaining === -2) return false
    return this.chunked(data)
  }

  /** @param {Buffer} data */
  chunked(data) {
    let at = 0
    while (at < data.length) {
      if (this.chunkLeft > 0) {
        const take = Math.min(this.chunkLeft, data.length - at)
        this.chunkLeft -= take
        at += take
        continue
      }
      const nl = data.indexOf(10, at)
      if (nl < 0) {
        this.sizeLine += data.toString('latin1', at)
        return false
      }
      const line = (this.sizeLine + data.toString('latin1', at, nl)).trim()
      this.sizeLine = ''
      at = nl + 1
      if (this.lastChunk) {
        // after the last chunk: trailers until an empty line
        if (line === '') return true
        continue
      }
      if (line === '') continue
      const size = parseInt(line, 16)
      if (size === 0) this.lastChunk = true
      else this.chunkLeft = size + 2
    }
    return false
  }
}

/**
 * A pool of keep-alive connections to one origin for GET requests of one
 * path with fixed headers. A request takes the connection idle longest (so
 * the load spreads over a cluster's workers) or opens a new one.
 * @param {{ url: string, headers?: Record<string, string>, timeoutMs: number }} options
 */
export function rawGetPool({ url, headers = {}, timeoutMs }) {
  const target = new URL(url)
  const port = Number(target.port || 80)
  const lines = [`GET ${target.pathname}${target.search} HTTP/1.1`, `Host: ${target.host}`, 'Connection: keep-alive']
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
  const request = Buffer.from(lines.join('\r\n') + '\r\n\r\n', 'latin1')
  /** @type {net.Socket[]} */
  const idle = []
  /** @type {Set<net.Socket>} */
  const open = new Set()

  // one buffer for every read (net's onread): no Buffer per arriving chunk
  const readBuffer = Buffer.allocUnsafe(256 * 1024)
  /** @type {WeakMap<net.Socket, (data: Buffer) => void>} */
  const readers = new WeakMap()

  /** @param {Done} done */
  function get(done) {
    // a connection the server has ended (FIN seen, 'close' not yet) is not reused
    let reused = idle.shift()
    while (reused && !reused.writable) reused = idle.shift()
    const socket = reused ?? connect()
    const reader = new AnswerReader()
    let finished = false
    /** @param {number | string} status @param {boolean} reuse */
    const finish = (status, reuse) => {
      if (finished) return
      finished = true
      clearTimeout(timer)
      readers.delete(socket)
      socket.removeListener('error', onError)
      socket.removeListener('close', onClose)
      if (reuse) idle.push(socket)
      else socket.destroy()
      done({ status })
    }
    readers.set(socket, (data) => {
      if (reader.push(data)) finish(reader.status, reader.keepAlive)
    })
    const onError = () => finish('Fehler', false)
    // an answer without a length ends with the connection
    const onClose = () => finish(reader.remaining === -2 && !reader.inHead ? reader.status : 'Fehler', false)
    const timer = setTimeout(() => finish('Fehler', false), timeoutMs)
    socket.on('error', onError)
    socket.on('close', onClose)
    socket.write(request)
  }

  function connect() {
    const socket = net.connect({
      host: target.hostname,
      port,
      noDelay: true,
      onread: {
        buffer: readBuffer,
        callback: (bytes) => {
          readers.get(socket)?.(readBuffer.subarray(0, bytes))
          return true
        },
      },
    })
    open.add(socket)
    // errors between requests (an idle connection the server closed) drop it
    socket.on('error', () => {})
    socket.on('end', () => {
      const i = idle.indexOf(socket)
      if (i >= 0) idle.splice(i, 1)
    })
    socket.on('close', () => {
      open.delete(socket)
      const i = idle.indexOf(socket)
      if (i >= 0) idle.splice(i, 1)
    })
    return socket
  }

  function close() {
    for (const socket of open) socket.destroy()
    open.clear()
    idle.length = 0
  }

  return { get, close }
}
