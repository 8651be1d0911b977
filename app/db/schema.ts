// Every table, one module per area (app/db/schema/*); drizzle-kit and the app
// read them through this file.
export * from './schema/accounts'
export * from './schema/customers'
export * from './schema/sessions'
export * from './schema/planning'
export * from './schema/commerce'
export * from './schema/audit'
export * from './schema/activity'
export * from './schema/files'
export * from './schema/plans'
export * from './schema/billing'
export * from './schema/communication'
export * from './schema/branding'
export * from './schema/invoice-pdfs'

import type { cartItems, offerRequests } from './schema/commerce'
import type { endCustomers } from './schema/customers'
import type { events, services, templates } from './schema/planning'
import type { profiles, tenants, users } from './schema/accounts'
import type { eventActivities } from './schema/activity'
import type { files } from './schema/files'

export type Tenant = typeof tenants.$inferSelect
export type User = typeof users.$inferSelect
export type Profile = typeof profiles.$inferSelect
export type EndCustomer = typeof endCustomers.$inferSelect
export type Event = typeof events.$inferSelect
export type Template = typeof templates.$inferSelect
export type Service = typeof services.$inferSelect
export type CartItem = typeof cartItems.$inferSelect
export type OfferRequest = typeof offerRequests.$inferSelect
export type EventActivity = typeof eventActivities.$inferSelect
export type StoredFile = typeof files.$inferSelect
export * from './schema/calendar'
export type Message = typeof import('./schema/communication').messages.$inferSelect
export * from './schema/integrations'
export * from './schema/event-day'
export type EventTask = typeof import('./schema/event-day').eventTasks.$inferSelect
export type RunOfShowEntry = typeof import('./schema/event-day').runOfShowEntries.$inferSelect
export * from './schema/staffing'
export type StaffMember = typeof import('./schema/staffing').staffMembers.$inferSelect
export type Shift = typeof import('./schema/staffing').shifts.$inferSelect
