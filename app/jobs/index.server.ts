// Every background job module, imported once so it registers itself
// (app/utils/background.server.ts). Add one import line per job module.
import './retention.server'
import './message-notifications.server'
import './webhooks.server'
import './first-reminders.server'
import './invoice-pdfs.server'
import './task-digest.server'
