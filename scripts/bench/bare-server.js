// The reference of `npm run bench`: a bare node:http server answering every
// request with a small JSON body, started on the same core as the measured
// worker. Its req/s in the same run is what the targets are ratios of.
//   node scripts/bench/bare-server.js <port>
import http from 'node:http'

const port = Number(process.argv[2])
const body = JSON.stringify({ status: 'ok' })
http
  .createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) })
    res.end(body)
  })
  .listen(port, '127.0.0.1', () => console.log(`bereit auf ${port}`))
