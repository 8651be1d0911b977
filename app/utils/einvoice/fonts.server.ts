import fs from 'node:fs'
import { createRequire } from 'node:module'

// DejaVu Sans (npm package dejavu-fonts-ttf): umlauts, ß, €, „“ and –; embedded
// as a subset in every PDF (PDF/A forbids the unembedded standard fonts).

const require = createRequire(import.meta.url)
let cache: { regular: Buffer; bold: Buffer } | null = null

export function documentFonts() {
  if (!cache) {
    cache = {
      regular: fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
      bold: fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
    }
  }
  return cache
}
