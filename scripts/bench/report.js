// The benchmark's targets (issue 21 and the earlier ones) and its table on stdout.

const pad = (v, w) => String(v ?? '–').padStart(w)
const row = (name, r, extra = '') =>
  `${name.padEnd(34)}${pad(r.rps ?? r.reqPerSec, 9)}${pad(r.ratio ?? '', 11)}${pad(r.p50, 9)}${pad(r.p99, 9)}${pad(r.errors, 8)}${pad(r.cpuMsPerRequest, 14)}${extra}`

export function targetsOf(runs) {
  const [one, two] = runs
  const events = (run) => run.rows.find((r) => r.name === '/tenant/events (10.000)')
  const small = two.rows.find((r) => r.name === '/tenant/events (100)')
  const speedup = Math.round((events(two).rps / events(one).rps) * 100) / 100
  const fixed = two.fixedRate150
  const scale = two.eventsScale
  const maxJs = Math.max(...two.rows.filter((r) => r.js).map((r) => r.js.gzipKB))
  const maxRss = Math.max(...two.memory.rssMB, ...one.memory.rssMB)
  const cpu = Math.max(events(one).cpuMsPerRequest, events(two).cpuMsPerRequest)
  return [
    { target: '2 Worker ≥ 1,5 × 1 Worker (/tenant/events, req/s)', value: `${speedup} × (${events(two).rps} gegen ${events(one).rps})`, met: speedup >= 1.5 },
    { target: '150 req/s, 2 Worker: p99 ≤ 50 ms, 0 Fehler', value: `p99 ${fixed.p99} ms, ${fixed.errors} Fehler, ${fixed.rps} req/s erreicht`, met: fixed.p99 <= 50 && fixed.errors === 0 },
    {
      target: '/tenant/events ≥ 0,30 × /healthz (gleiche Worker-Zahl)',
      value: `1 Worker ${events(one).ratio} ×, 2 Worker ${events(two).ratio} ×`,
      met: events(one).ratio >= 0.3 && events(two).ratio >= 0.3,
    },
    { target: 'CPU je /tenant/events-Anfrage ≤ 5 ms', value: `1 Worker ${events(one).cpuMsPerRequest} ms, 2 Worker ${events(two).cpuMsPerRequest} ms`, met: cpu <= 5 },
    { target: 'RSS ≤ 200 MB je Worker nach dem Lauf', value: `höchstens ${maxRss} MB`, met: maxRss <= 200 },
    { target: 'Kaltstart bis /healthz 200 ≤ 2 s (2 Worker)', value: `${two.coldStartMs} ms (1 Worker: ${one.coldStartMs} ms)`, met: two.coldStartMs <= 2000 },
    {
      target: 'Events 10.000 höchstens 1,2 × langsamer als 100',
      value: `Median im Wechsel ${scale.medianA} ms gegen ${scale.medianB} ms (${(scale.medianA / scale.medianB).toFixed(2)} ×); autocannon p50 ${events(two).p50} gegen ${small.p50} ms`,
      met: scale.medianA <= 1.2 * scale.medianB,
    },
    { target: '≤ 100 KB gzip-JavaScript je Seite', value: `höchstens ${maxJs} KB`, met: maxJs <= 100 },
  ]
}

export function printTable({ date, machine, runs, targets, resultsFile = 'bench/results.json' }) {
  console.log(`\nFestplan-Benchmark ${date.slice(0, 16).replace('T', ' ')} UTC (${machine.cpus} Kerne ${machine.model ?? ''}, Last ${machine.loadavg.join(' ')}, Node ${machine.node})`)
  const header = `${'Seite'.padEnd(34)}${pad('req/s', 9)}${pad('× healthz', 11)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('Fehler', 8)}${pad('CPU ms/Anfr.', 14)}`
  for (const run of runs.filter((r) => r.rows.length)) {
    console.log(`\n${run.workers} Worker (Kaltstart bis /healthz 200: ${run.coldStartMs} ms; RSS je Worker nach dem Lauf: ${run.memory.rssMB.join(', ')} MB, Spitze ${run.memory.peakRssMB.join(', ')} MB)`)
    console.log(`${header}${pad('JS gzip KB', 12)}`)
    for (const r of run.rows) console.log(row(r.name, r, pad(r.js ? r.js.gzipKB : '–', 12)))
    if (run.fixedRate150) console.log(row('/tenant/events @150 req/s', run.fixedRate150))
  }
  const scenarios = runs.flatMap((run) => run.scenarios ?? [])
  if (scenarios.length) {
    console.log('\nSzenarien (2 Worker)')
    console.log(header)
    for (const s of scenarios) {
      console.log(`${s.title}:`)
      for (const r of s.rows) console.log(row(`  ${r.label}`.slice(0, 33), r))
      if (s.error) console.log(`✗ ${s.title} (${s.file}) fehlgeschlagen: ${s.error}`)
    }
  }
  console.log('')
  for (const t of targets) console.log(`${t.met ? '✓' : '✗'} ${t.target}: ${t.value}`)
  if (resultsFile) console.log(`\nErgebnisse: ${resultsFile}`)
}
