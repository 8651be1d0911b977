import { deleteExpiredSessions } from '~/models/session.server'
import { registerBackgroundJob } from '~/utils/background.server'

registerBackgroundJob({ name: 'session-cleanup', everyMs: 60 * 60_000, run: (now) => void deleteExpiredSessions(now) })
