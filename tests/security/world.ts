import { eq, inArray, or } from 'drizzle-orm'
import { createApiKey } from '~/models/api-key.server'
import * as s from '~/db/schema'
import { DAY_MS } from '~/domain/trial'
import { getDb, getSqlite } from '~/utils/db.server'
import { createToken } from '~/utils/token.server'
import { seedWorldFiles } from './world-files'
import { seedWorldEventDay } from './world-event-day'
import {
  createEndCustomer,
  createEvent,
  createOfferRequest,
  createService,
  createStaff,
  createTemplate,
  createTenant,
} from '../support/factories'
import { customerCookie, staffCookie } from '../support/requests'

// Two tenants, A and B, whose every text field carries the tenant's canary, so
// a response that shows one tenant's data to the other is found by a substring.

export const CANARY = { A: 'zqkanarienaaa', B: 'zqkanarienbbb' } as const
export type Side = keyof typeof CANARY

let seeded = 0

function seedTenant(side: Side) {
  const c = CANARY[side]
  const n = `${seeded++}`
  const now = Date.now()
  const tenant = createTenant({
    name: `Firma ${c}`,
    subdomain: `mandant-${side.toLowerCase()}-${Date.now().toString(36)}`,
  })
  const admin = createStaff(tenant.id, 'tenant_admin', { email: `admin-${c}-${n}@example.com`, fullName: `Admin ${c}` })
  const planner = createStaff(tenant.id, 'tenant_planner', {
    email: `planer-${c}-${n}@example.com`,
    fullName: `Planer ${c}`,
  })
  const member = createStaff(tenant.id, 'tenant_planner', {
    email: `mitglied-${c}-${n}@example.com`,
    fullName: `Mitglied ${c}`,
  })
  const unconfirmed = createStaff(tenant.id, 'tenant_admin', {
    email: `neu-${c}-${n}@example.com`,
    fullName: `Neu ${c}`,
    confirmed: false,
  })
  const customer = createEndCustomer(tenant.id, {
    name: `Kundin ${c}`,
    email: `kundin-${c}-${n}@example.com`,
    company: `Kundenfirma ${c}`,
    phone: '+49 30 1234',
  })
  const spareCustomer = createEndCustomer(tenant.id, {
    name: `Ersatz ${c}`,
    email: `ersatz-${c}-${n}@example.com`,
    company: `Ersatzfirma ${c}`,
  })
  const pricing = JSON.stringify({ unit: 'flat_rate', taxRate: 19, price: 100, grossPrice: 119 })
  const service = createService(tenant.id, {
    name: `Saal ${c}`,
    description: `Beschreibung ${c}`,
    pricingJson: pricing,
    assetsJson: JSON.stringify({ category: `Kategorie ${c}` }),
  })
  const spareService = createService(tenant.id, {
    name: `Fotobox ${c}`,
    description: `Frei ${c}`,
    pricingJson: pricing,
    assetsJson: JSON.stringify({ category: `Kategorie ${c}` }),
  })
  const moduleId = crypto.randomUUID()
  const template = createTemplate(tenant.id, {
    name: `Vorlage ${c}`,
    description: `Vorlagenbeschreibung ${c}`,
    modulesJson: JSON.stringify({
      modules: [{ id: moduleId, name: `Modul ${c}`, order: 0, serviceIds: [service.id, spareService.id] }],
    }),
  })
  const spareTemplate = createTemplate(tenant.id, { name: `Leere Vorlage ${c}`, description: `Leer ${c}` })
  const event = createEvent(tenant.id, {
    name: `Sommerfest ${c}`,
    eventType: `Feier ${c}`,
    description: `Eventbeschreibung ${c}`,
    notes: `Notiz ${c}`,
    contactPerson: `Kontakt ${c}`,
    contactEmail: `kontakt-${c}-${n}@example.com`,
    contactPhone: '+49 30 5678',
    templateId: template.id,
    endCustomerId: customer.id,
    assignedPlannerId: planner.user.id,
    guestCount: 20,
    budgetCents: 500_000,
    eventDate: now + 30 * DAY_MS,
    deadlineAt: now + 10 * DAY_MS,
  })
  const db = getDb()
  db.insert(s.cartItems).values({ tenantId: tenant.id, eventId: event.id, serviceId: service.id, quantity: 1 }).run()
  const offer = createOfferRequest(tenant.id, event, customer, {
    snapshotJson: JSON.stringify({
      lines: [
        { serviceId: service.id, name: service.name, quantity: 1, netCents: 10_000, grossCents: 11_900, taxRate: 19 },
      ],
      note: c,
    }),
  })
  const tokens = {
    invitation: createToken(),
    reset: createToken(),
    confirm: createToken(),
    customerLink: createToken(),
    unlock: createToken(),
  }
  db.insert(s.invitations)
    .values({
      tenantId: tenant.id,
      email: `eingeladen-${c}-${n}@example.com`,
      role: 'tenant_planner',
      tokenHash: tokens.invitation.hash,
      invitedByUserId: admin.user.id,
      expiresAt: now + 7 * DAY_MS,
    })
    .run()
  const invitation = db.select().from(s.invitations).where(eq(s.invitations.tokenHash, tokens.invitation.hash)).get()!
  db.insert(s.userTokens)
    .values({
      userId: planner.user.id,
      purpose: 'password_reset',
      tokenHash: tokens.reset.hash,
      expiresAt: now + DAY_MS,
    })
    .run()
  db.insert(s.userTokens)
    .values({
      userId: unconfirmed.user.id,
      purpose: 'confirm_email',
      tokenHash: tokens.confirm.hash,
      expiresAt: now + DAY_MS,
    })
    .run()
  db.insert(s.userTokens)
    .values({
      userId: planner.user.id,
      purpose: 'sign_in_unlock',
      tokenHash: tokens.unlock.hash,
      expiresAt: now + DAY_MS,
    })
    .run()
  db.insert(s.endCustomerAuthTokens)
    .values({
      tenantId: tenant.id,
      endCustomerId: customer.id,
      tokenHash: tokens.customerLink.hash,
      expiresAt: now + 7 * DAY_MS,
    })
    .run()
  const calendarFeed = createToken()
  db.insert(s.calendarFeeds)
    .values({ tenantId: tenant.id, userId: planner.user.id, scope: 'all', tokenHash: calendarFeed.hash })
    .run()
  const calendarFeedId = db
    .select({ id: s.calendarFeeds.id })
    .from(s.calendarFeeds)
    .where(eq(s.calendarFeeds.tokenHash, calendarFeed.hash))
    .get()!.id
  db.insert(s.messages)
    .values({
      tenantId: tenant.id,
      eventId: event.id,
      authorType: 'customer',
      authorId: customer.id,
      authorName: `Kundin ${c}`,
      body: `Nachricht ${c}`,
    })
    .run()
  db.insert(s.mailLog)
    .values({
      tenantId: tenant.id,
      recipient: customer.email,
      subject: `Betreff ${c}`,
      kind: 'message-notification',
      state: 'sent',
    })
    .run()
  db.insert(s.securityEvents)
    .values({
      tenantId: tenant.id,
      eventType: 'login_failed',
      resourceType: 'user',
      resourceId: admin.user.id,
      details: JSON.stringify({ email: admin.user.email, note: c }),
    })
    .run()
  const { file, customerFile } = seedWorldFiles(tenant.id, event.id, customer.id, c)
  const { runOfShowEntry, task, templateEntry, templateTask, staffMember, shift } = seedWorldEventDay(
    tenant.id,
    event.id,
    planner.user.id,
    c,
    template.id,
  )
  // each tenant's logo, served only on its own host
  db.insert(s.tenantLogos)
    .values({
      tenantId: tenant.id,
      mimeType: 'image/png',
      bytes: Buffer.from('89504e470d0a1a0a', 'hex'),
      sizeBytes: 8,
      updatedAt: now,
    })
    .run()
  const apiKey = createApiKey(tenant.id, { name: `Schlüssel ${c}`, scope: 'read-write', createdBy: admin.user.id })
  const webhook = db
    .insert(s.webhookEndpoints)
    .values({
      tenantId: tenant.id,
      url: `http://127.0.0.1:9/${c}`,
      events: 'event.created customer.created',
      secret: `whsec_${c}`,
      disabledAt: now,
    })
    .returning()
    .get()
  const delivery = db
    .insert(s.webhookDeliveries)
    .values({
      tenantId: tenant.id,
      endpointId: webhook.id,
      messageId: `msg_${c}`,
      eventType: 'event.created',
      payload: '{}',
      status: 'failed',
      attempts: 7,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning()
    .get()
  return {
    side,
    canary: c,
    file,
    customerFile,
    runOfShowEntry,
    task,
    templateEntry,
    templateTask,
    staffMember,
    shift,
    tenant,
    admin,
    planner,
    member,
    unconfirmed,
    customer,
    spareCustomer,
    service,
    spareService,
    template,
    spareTemplate,
    moduleId,
    event,
    offer,
    invitation,
    apiKey: apiKey.row,
    /** the read-write key itself (tests/security/api-key-matrix.test.ts calls /api/v1 with it) */
    apiToken: apiKey.key,
    webhook,
    delivery,
    tokens: {
      invitation: tokens.invitation.token,
      reset: tokens.reset.token,
      confirm: tokens.confirm.token,
      customerLink: tokens.customerLink.token,
      unlock: tokens.unlock.token,
    },
    calendarFeed: { id: calendarFeedId, token: calendarFeed.token },
  }
}

export type TenantWorld = ReturnType<typeof seedTenant>

export const PRINCIPALS = ['anon', 'custA', 'custB', 'plannerA', 'adminA', 'plannerB', 'adminB', 'owner'] as const
export type Principal = (typeof PRINCIPALS)[number]
export const HOSTS = ['A', 'B', 'apex'] as const
export type Host = (typeof HOSTS)[number]

export async function seedWorld() {
  const A = seedTenant('A')
  const B = seedTenant('B')
  const owner = createStaff(null, 'platform_owner', {
    email: `owner-${Date.now().toString(36)}@example.com`,
    fullName: 'Plattform',
  })
  const world = { A, B, owner, cookies: {} as Record<Principal, string | null> }
  await refreshCookies(world)
  return world
}

/** Fresh sessions for every principal (after a logout cell deleted one). */
export async function refreshCookies(world: {
  A: TenantWorld
  B: TenantWorld
  owner: { user: { id: string } }
  cookies: Record<Principal, string | null>
}) {
  const { A, B, owner } = world
  world.cookies = {
    anon: null,
    custA: await customerCookie(A.customer.id, A.tenant.id),
    custB: await customerCookie(B.customer.id, B.tenant.id),
    plannerA: await staffCookie(A.planner.user.id, A.tenant.id),
    adminA: await staffCookie(A.admin.user.id, A.tenant.id),
    plannerB: await staffCookie(B.planner.user.id, B.tenant.id),
    adminB: await staffCookie(B.admin.user.id, B.tenant.id),
    owner: await staffCookie(owner.user.id, null),
  }
}

/** The same world seen from the other side: B becomes the target "A". */
export function swapped(world: World): World {
  const c = world.cookies
  return {
    A: world.B,
    B: world.A,
    owner: world.owner,
    cookies: {
      anon: null,
      custA: c.custB,
      custB: c.custA,
      plannerA: c.plannerB,
      adminA: c.adminB,
      plannerB: c.plannerA,
      adminB: c.adminA,
      owner: c.owner,
    },
  }
}

export type World = Awaited<ReturnType<typeof seedWorld>>

/**
 * The URL of a path on a host (tenant resolution, docs/contracts.md §4): mode 'query'
 * is localhost with ?tenant=, mode 'subdomain' a real host name
 * (<sub>.app.localhost, the apex app.localhost), so both resolutions are covered.
 */
export function onHost(world: Pick<World, 'A' | 'B'>, host: Host, path: string, mode: 'query' | 'subdomain' = 'query') {
  if (mode === 'subdomain')
    return `http://${host === 'apex' ? '' : `${world[host].tenant.subdomain}.`}app.localhost:3000${path}`
  if (host === 'apex') return path
  const url = new URL(path, 'http://localhost:3000')
  url.searchParams.set('tenant', world[host].tenant.subdomain)
  return `${url.pathname}${url.search}`
}

/** Which side a principal belongs to (null: anonymous or the platform owner). */
export function sideOf(p: Principal): Side | null {
  return p.endsWith('A') ? 'A' : p.endsWith('B') ? 'B' : null
}

/**
 * Every row that belongs to tenant A, as one comparable value. Sessions,
 * rate-limit counters and security-log lines are left out: signing in and
 * failed attempts write those by design.
 */
export function dumpTenant(world: Pick<World, 'A' | 'B'>, side: Side) {
  const db = getDb()
  const t = world[side].tenant.id
  const userIds = db
    .select({ id: s.profiles.userId })
    .from(s.profiles)
    .where(eq(s.profiles.tenantId, t))
    .all()
    .map((r) => r.id)
  return {
    tenant: db.select().from(s.tenants).where(eq(s.tenants.id, t)).all(),
    users: userIds.length ? db.select().from(s.users).where(inArray(s.users.id, userIds)).all() : [],
    profiles: db.select().from(s.profiles).where(eq(s.profiles.tenantId, t)).all(),
    userTokens: userIds.length ? db.select().from(s.userTokens).where(inArray(s.userTokens.userId, userIds)).all() : [],
    invitations: db.select().from(s.invitations).where(eq(s.invitations.tenantId, t)).all(),
    endCustomers: db.select().from(s.endCustomers).where(eq(s.endCustomers.tenantId, t)).all(),
    customerTokens: db.select().from(s.endCustomerAuthTokens).where(eq(s.endCustomerAuthTokens.tenantId, t)).all(),
    templates: db.select().from(s.templates).where(eq(s.templates.tenantId, t)).all(),
    services: db.select().from(s.services).where(eq(s.services.tenantId, t)).all(),
    events: db.select().from(s.events).where(eq(s.events.tenantId, t)).all(),
    cartItems: db.select().from(s.cartItems).where(eq(s.cartItems.tenantId, t)).all(),
    offers: db.select().from(s.offerRequests).where(eq(s.offerRequests.tenantId, t)).all(),
    files: db.select().from(s.files).where(eq(s.files.tenantId, t)).all(),
    runOfShowEntries: db.select().from(s.runOfShowEntries).where(eq(s.runOfShowEntries.tenantId, t)).all(),
    eventTasks: db.select().from(s.eventTasks).where(eq(s.eventTasks.tenantId, t)).all(),
    templateRunOfShowEntries: db
      .select()
      .from(s.templateRunOfShowEntries)
      .where(eq(s.templateRunOfShowEntries.tenantId, t))
      .all(),
    templateTasks: db.select().from(s.templateTasks).where(eq(s.templateTasks.tenantId, t)).all(),
    staffMembers: db.select().from(s.staffMembers).where(eq(s.staffMembers.tenantId, t)).all(),
    shifts: db.select().from(s.shifts).where(eq(s.shifts.tenantId, t)).all(),
    eventGuestDiets: db.select().from(s.eventGuestDiets).where(eq(s.eventGuestDiets.tenantId, t)).all(),
    // last_used_at is bookkeeping a feed GET writes by design (ADR 118)
    calendarFeeds: db
      .select()
      .from(s.calendarFeeds)
      .where(eq(s.calendarFeeds.tenantId, t))
      .all()
      .map(({ lastUsedAt: _l, ...f }) => f),
    apiKeys: db.select().from(s.apiKeys).where(eq(s.apiKeys.tenantId, t)).all(),
    webhookEndpoints: db.select().from(s.webhookEndpoints).where(eq(s.webhookEndpoints.tenantId, t)).all(),
    webhookDeliveries: db.select().from(s.webhookDeliveries).where(eq(s.webhookDeliveries.tenantId, t)).all(),
    // rows of other tenants must never point at A's rows
    foreignRefs: db
      .select({ id: s.events.id })
      .from(s.events)
      .where(
        or(
          inArray(s.events.endCustomerId, [world[side].customer.id, world[side].spareCustomer.id]),
          inArray(s.events.templateId, [world[side].template.id]),
        ),
      )
      .all()
      .filter((r) => r.id !== world[side].event.id),
  }
}

/** Rows that point at another tenant's rows (must always be none). */
export function crossTenantLinks(): Array<{ link: string; id: string }> {
  return getSqlite()
    .prepare(
      `select 'events.template_id' as link, e.id from events e join templates t on t.id = e.template_id where t.tenant_id <> e.tenant_id
       union all select 'events.end_customer_id', e.id from events e join end_customers c on c.id = e.end_customer_id where c.tenant_id <> e.tenant_id
       union all select 'events.assigned_planner_id', e.id from events e join profiles p on p.user_id = e.assigned_planner_id where p.tenant_id is not e.tenant_id
       union all select 'cart_items.event_id', ci.id from cart_items ci join events e on e.id = ci.event_id where e.tenant_id <> ci.tenant_id
       union all select 'cart_items.service_id', ci.id from cart_items ci join services s on s.id = ci.service_id where s.tenant_id <> ci.tenant_id
       union all select 'offer_requests.event_id', o.id from offer_requests o join events e on e.id = o.event_id where e.tenant_id <> o.tenant_id
       union all select 'offer_requests.end_customer_id', o.id from offer_requests o join end_customers c on c.id = o.end_customer_id where c.tenant_id <> o.tenant_id
       union all select 'shifts.event_id', sh.id from shifts sh join events e on e.id = sh.event_id where e.tenant_id <> sh.tenant_id
       union all select 'shifts.staff_member_id', sh.id from shifts sh join staff_members m on m.id = sh.staff_member_id where m.tenant_id <> sh.tenant_id
       union all select 'run_of_show_entries.responsible_staff_id', r.id from run_of_show_entries r join staff_members m on m.id = r.responsible_staff_id where m.tenant_id <> r.tenant_id
       union all select 'end_customer_auth_tokens', k.id from end_customer_auth_tokens k join end_customers c on c.id = k.end_customer_id where c.tenant_id <> k.tenant_id
       union all select 'template_run_of_show_entries.template_id', r.id from template_run_of_show_entries r join templates t on t.id = r.template_id where t.tenant_id <> r.tenant_id
       union all select 'template_tasks.template_id', k.id from template_tasks k join templates t on t.id = k.template_id where t.tenant_id <> k.tenant_id
       union all select 'templates.modules.serviceIds', t.id from templates t, json_each(t.modules_json, '$.modules') m, json_each(m.value, '$.serviceIds') sid
         join services s on s.id = sid.value where s.tenant_id <> t.tenant_id`,
    )
    .all() as Array<{ link: string; id: string }>
}
