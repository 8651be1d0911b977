// npm run files:check -- [--db <pfad>] [--clean] [--min-age-minutes <n>]
// Lists file rows without a file and files without a row; with
// --clean removes the files without a row and leftover partial uploads that
// are older than --min-age-minutes (default 10, so an upload in progress is
// left alone). Exit code 1 while rows without a file remain.
import { parseArgs } from './bench/args.js'
import { databasePath } from './bench/sqlite-file.js'
import { checkFiles, describeCheck, filesDirFor } from './files-store.js'

try {
  const opts = parseArgs(process.argv.slice(2), { db: '', clean: false, minAgeMinutes: 10 })
  const db = databasePath(opts.db)
  const result = checkFiles(db, filesDirFor(db), { clean: opts.clean, minAgeMs: Number(opts.minAgeMinutes) * 60_000 })
  console.log(describeCheck(result))
  if (result.missing.length) process.exitCode = 1
} catch (/** @type {any} */ error) {
  console.error(`Dateiprüfung fehlgeschlagen: ${error.message}`)
  process.exitCode = 1
}
