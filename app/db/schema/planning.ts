import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { id, createdAt, bool } from './columns'
import { tenants, users } from './accounts'
import { endCustomers } from './customers'

export const templates = sqliteTable(
  'templates',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    isActive: bool('is_active').notNull().default(true),
    modulesJson: text('modules_json').notNull().default('{"modules":[]}'),
    createdAt: createdAt(),
  },
  (t) => [
    index('templates_tenant_id_idx').on(t.tenantId),
    index('templates_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
)

export const services = sqliteTable(
  'services',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    isActive: bool('is_active').notNull().default(true),
    pricingJson: text('pricing_json').notNull(),
    assetsJson: text('assets_json').notNull().default('{"category":"Allgemein"}'),
    /** catering split: share of the price at 19 %, the rest at 7 %; null = one rate */
    vatSplitPercent: integer('vat_split_percent'),
    /** food | drink | other: only food carries allergens and diet tags */
    kind: text('kind').notNull().default('other'),
    /** JSON array of allergen codes (the 14 of Annex II of the EU food information regulation) */
    allergensJson: text('allergens_json').notNull().default('[]'),
    /** JSON array of diet tags (vegetarisch, vegan, …) */
    dietTagsJson: text('diet_tags_json').notNull().default('[]'),
    createdAt: createdAt(),
  },
  (t) => [
    index('services_tenant_id_idx').on(t.tenantId),
    index('services_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
)

export const events = sqliteTable(
  'events',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    templateId: text('template_id').references(() => templates.id, { onDelete: 'restrict' }),
    eventType: text('event_type').notNull(),
    eventDate: integer('event_date'),
    deadlineAt: integer('deadline_at'),
    assignedPlannerId: text('assigned_planner_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    endCustomerId: text('end_customer_id').references(() => endCustomers.id, {
      onDelete: 'set null',
    }),
    guestCount: integer('guest_count'),
    budgetCents: integer('budget_cents'),
    contactPerson: text('contact_person'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    notes: text('notes'),
    /** the event day (ADR 137): venue and on-site contact, free text */
    venueName: text('venue_name'),
    venueAddress: text('venue_address'),
    venueRoom: text('venue_room'),
    venueContact: text('venue_contact'),
    /** Berlin wall-clock times 'YYYY-MM-DDTHH:mm' (ADR 137); null = not known yet */
    setupAt: text('setup_at'),
    arrivalAt: text('arrival_at'),
    startsAt: text('starts_at'),
    endsAt: text('ends_at'),
    teardownAt: text('teardown_at'),
    status: text('status').notNull().default('draft'),
    createdAt: createdAt(),
    /** last edit (calendar feed LAST-MODIFIED); null = never edited */
    updatedAt: integer('updated_at'),
    /** raised by every edit (calendar feed SEQUENCE, with the timeline's entries) */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [
    index('events_tenant_id_idx').on(t.tenantId),
    index('events_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('events_template_id_idx').on(t.templateId),
    index('events_assigned_planner_id_idx').on(t.assignedPlannerId),
    index('events_end_customer_id_idx').on(t.endCustomerId, t.tenantId),
    index('events_tenant_date_idx').on(t.tenantId, t.eventDate),
    index('events_tenant_deadline_idx').on(t.tenantId, t.deadlineAt),
  ],
)
