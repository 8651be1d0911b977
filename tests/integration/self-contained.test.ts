import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The repository explains itself: comments and test titles cite docs/
// (the product spec, the interfaces, the conventions, security, features/) or an ADR
// in docs/decisions/ (docs/conventions.md §7), never documents kept outside
// the repository or ticket numbers a reader cannot follow. The words this
// guard looks for are put together from pieces, so this file does not match
// itself.

const ROOT = path.resolve(__dirname, '../..')
const THIS_FILE = path.relative(ROOT, __filename)
const DIRS = ['app', 'scripts', 'tests', '.ci']
const FILES = ['fly.toml', 'Dockerfile']
const TEXT = /\.(ts|tsx|js|mjs|cjs|css|sh|md)$/

const word = (...parts: string[]) => parts.join('')
const FORBIDDEN: Array<{ what: string; pattern: RegExp }> = [
  { what: 'a ticket number', pattern: new RegExp(word('\\bis', 'sues? #?[0-9]+'), 'i') },
  { what: 'the outside product spec', pattern: new RegExp(word('\\bSP', 'EC\\b')) },
  { what: 'the outside product spec', pattern: new RegExp(word('\\bsp', 'ec(\\.md| ?§)'), 'i') },
  { what: 'the outside interface list', pattern: new RegExp(word('CONT', 'RACTS'), 'i') },
  { what: 'the outside style guide', pattern: new RegExp(word('STY', 'LE\\.md'), 'i') },
  { what: 'the outside build-tool notes', pattern: new RegExp(word('TOOL', 'CHAIN'), 'i') },
  { what: 'a path outside the repository', pattern: new RegExp(word('/wo', 'rk/')) },
]

const OWN_INTERFACES = new RegExp(word('docs/cont', 'racts\\.md'), 'gi')

/** The problems of one line; citations of the repository's own interfaces file are fine. */
function problemsOf(line: string) {
  const own = line.replace(OWN_INTERFACES, '')
  return [...new Set(FORBIDDEN.filter(({ pattern }) => pattern.test(own)).map(({ what }) => what))]
}

function filesUnder(dir: string): string[] {
  const full = path.join(ROOT, dir)
  if (!fs.existsSync(full)) return []
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(rel)
    return TEXT.test(entry.name) || dir === '.ci' ? [rel] : []
  })
}

describe('a self-contained repository', () => {
  it('flags ticket numbers and outside documents, and lets docs/ citations pass', () => {
    expect(problemsOf(word('// The event page (is', 'sue 16): one place per event.'))).toEqual(['a ticket number'])
    expect(problemsOf(word("it('lands where SP", "EC § 2 says')"))).toContain('the outside product spec')
    expect(problemsOf(word('// fields of CONT', 'RACTS.md'))).toEqual(['the outside interface list'])
    expect(problemsOf(word('// (TOOL', 'CHAIN pitfall 7)'))).toEqual(['the outside build-tool notes'])
    expect(problemsOf(word('// see /wo', 'rk/notes/x.md'))).toEqual(['a path outside the repository'])
    expect(
      problemsOf('// The customer form (docs/product.md §5.4), fields in docs/contracts.md §7 (ADR 128).'),
    ).toEqual([])
    expect(problemsOf("// tests/e2e/ux-a11y.spec.ts; a period by the invoices' issue dates")).toEqual([])
  })

  it('has no such reference in app/, scripts/, tests/, CI or deploy files', () => {
    const files = [...DIRS.flatMap(filesUnder), ...FILES.filter((f) => fs.existsSync(path.join(ROOT, f)))]
    expect(files.length).toBeGreaterThan(500)
    const found = files
      .filter((file) => file !== THIS_FILE)
      .flatMap((file) =>
        fs
          .readFileSync(path.join(ROOT, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => problemsOf(line).map((what) => `${file}:${i + 1} cites ${what}: ${line.trim()}`)),
      )
    expect(found, 'cite docs/ or an ADR in docs/decisions/ instead').toEqual([])
  })
})
