import { sendTaskDigests } from '~/services/task-digest.server'
import { registerBackgroundJob } from '~/utils/background.server'

// Every 10 minutes: the morning task mails that are due (from 07:00 Berlin
// time, at most one per person and day; the day is recorded in the profile).
registerBackgroundJob({
  name: 'task-digest',
  everyMs: 10 * 60_000,
  run: async (now) => void (await sendTaskDigests(now)),
})
