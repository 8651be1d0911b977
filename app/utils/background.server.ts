// Background work (mail notifications, webhook deliveries, retention, clean-ups)
// runs in exactly one server process. Jobs register here at import time
// (app/jobs/index.server.ts imports every job module); boot() starts them only
// in the process chosen for background work: FESTPLAN_BACKGROUND unset or '1'.
// A multi-worker start sets FESTPLAN_BACKGROUND=1 for one worker and 0 for the rest.

export type BackgroundJob = {
  name: string
  /** pause between two runs; a run never overlaps the previous one */
  everyMs: number
  run: (now: number) => Promise<void> | void
}

const jobs = new Map<string, BackgroundJob>()
const timers = new Map<string, NodeJS.Timeout>()
let running = false

export function registerBackgroundJob(job: BackgroundJob) {
  jobs.set(job.name, job)
}

export function backgroundEnabled() {
  return (process.env.FESTPLAN_BACKGROUND ?? '1') !== '0'
}

/** Runs one job once now (tests and the first tick); errors are logged, never thrown. */
export async function runBackgroundJob(name: string, now = Date.now()) {
  const job = jobs.get(name)
  if (!job) throw new Error(`unknown background job ${name}`)
  try {
    await job.run(now)
  } catch (error) {
    console.error(`Hintergrundaufgabe ${name} fehlgeschlagen:`, error instanceof Error ? error.message : error)
  }
}

export function startBackgroundJobs() {
  if (running || !backgroundEnabled()) return
  running = true
  for (const job of jobs.values()) {
    const tick = async () => {
      await runBackgroundJob(job.name)
      if (running) timers.set(job.name, setTimeout(tick, job.everyMs).unref())
    }
    timers.set(job.name, setTimeout(tick, Math.min(job.everyMs, 1_000)).unref())
  }
}

export function stopBackgroundJobs() {
  running = false
  for (const timer of timers.values()) clearTimeout(timer)
  timers.clear()
}

export function registeredJobNames() {
  return [...jobs.keys()]
}
