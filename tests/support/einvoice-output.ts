import fs from 'node:fs'
import path from 'node:path'

/**
 * Where the test suite leaves every invoice XML it creates; `.ci/run` checks
 * each of them against the official EN 16931 and XRechnung rules.
 */
export const EINVOICE_OUTPUT_DIR = path.resolve('test-results/einvoices')

export function writeTestInvoice(name: string, xml: string): string {
  fs.mkdirSync(EINVOICE_OUTPUT_DIR, { recursive: true })
  const file = path.join(EINVOICE_OUTPUT_DIR, `${name.replace(/[^a-z0-9-]+/gi, '-')}.xml`)
  fs.writeFileSync(file, xml)
  return file
}
