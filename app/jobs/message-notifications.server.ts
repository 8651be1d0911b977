import { sendDueSummaries } from '~/services/mail/notifications.server'
import { registerBackgroundJob } from '~/utils/background.server'

// Summaries of thread notifications whose 10-minute window has passed.
registerBackgroundJob({ name: 'message-notifications', everyMs: 60_000, run: (now) => sendDueSummaries(now) })
