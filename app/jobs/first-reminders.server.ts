import { sendDueFirstReminders } from '~/services/first-reminders.server'
import { registerBackgroundJob } from '~/utils/background.server'

// Daily: the first payment reminder N days after the due date, for tenants that set N (Rechnungsdaten).
registerBackgroundJob({
  name: 'first-reminders',
  everyMs: 24 * 60 * 60_000,
  run: async (now) => void (await sendDueFirstReminders(now)),
})
