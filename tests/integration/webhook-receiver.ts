import http from 'node:http'
import type { AddressInfo } from 'node:net'

// A local webhook receiver for tests: records every request; `answer` decides the status.

export type Received = { headers: http.IncomingHttpHeaders; body: string }

export async function startReceiver(answer: (n: number) => number = () => 200) {
  const received: Received[] = []
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      received.push({ headers: req.headers, body })
      res.writeHead(answer(received.length)).end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}
