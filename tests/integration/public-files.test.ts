import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { publicFiles } from '../../scripts/public-files.js'

// The server's static files: only paths under the client folder's own entries
// reach the file server; every other request goes on to the app untouched.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festplan-public-'))
fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>')
fs.mkdirSync(path.join(dir, 'fonts'))
fs.mkdirSync(path.join(dir, 'assets'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

function route(requestPath: string) {
  const served: string[] = []
  const passed: string[] = []
  const middleware = publicFiles(dir, (req: { path: string }) => served.push(req.path), { except: ['assets'] })
  middleware({ path: requestPath }, {}, () => passed.push(requestPath))
  return served.length ? 'Datei' : passed.length ? 'App' : 'nichts'
}

describe('statische Dateien', () => {
  it('gibt nur Pfade unter den Einträgen des Ordners an den Dateiserver', () => {
    expect(route('/favicon.svg')).toBe('Datei')
    expect(route('/fonts/inter.woff2')).toBe('Datei')
    expect(route('/fonts')).toBe('Datei')
  })

  it('lässt alles andere ohne Dateizugriff zur App durch, auch ausgenommene Einträge und ähnliche Namen', () => {
    for (const p of [
      '/healthz',
      '/',
      '/tenant/events',
      '/favicon.svgx',
      '/fontsx/a',
      '/assets/entry.js',
      '/tenant/favicon.svg',
    ])
      expect(route(p)).toBe('App')
  })

  it('ohne Ordner: alles zur App', () => {
    const middleware = publicFiles(path.join(dir, 'fehlt'), () => {
      throw new Error('nicht erwartet')
    })
    let passed = false
    middleware({ path: '/favicon.svg' }, {}, () => (passed = true))
    expect(passed).toBe(true)
  })
})
