import { runRetention } from '~/models/retention.server'
import { registerBackgroundJob } from '~/utils/background.server'

// Hourly: expired sessions and links, unconfirmed sign-ups, scheduled erasures (docs/features/plans-and-privacy.md).
registerBackgroundJob({ name: 'retention', everyMs: 60 * 60_000, run: async (now) => void (await runRetention(now)) })
