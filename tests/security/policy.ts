import { admin, customer, open, owner, staff, tokenPage, type Rule } from './rules'
import type { TenantWorld } from './world'

// The isolation policy: for every route module with a loader or an action,
// who may do what with TENANT A's data (A = the target, B = the other tenant;
// the matrix runs once in each direction). Keys are files under app/routes.
// A new route module with a loader or action and no entry here fails
// tests/security/isolation-matrix-a.test.ts.

export type Form = Record<string, string | string[]>
export type Entry = {
  loader?: Rule
  action?: Rule
  /** route params naming A's rows */
  params?: (a: TenantWorld) => Record<string, string>
  /** extra query for the loader, e.g. A's mailed token */
  query?: (a: TenantWorld) => string
  /** plausible submissions against A (B's ids where a principal of B would name its own) */
  forms?: (a: TenantWorld, b: TenantWorld) => Form[]
  /** the URL carries A's secret (a mailed token): whoever holds it may see A on A's host or the apex */
  secret?: boolean
}

const eventForm = (a: TenantWorld): Form => ({
  name: 'Übernahme',
  event_type: 'Hochzeit',
  template_id: a.template.id,
  end_customer_id: a.customer.id,
  assigned_planner_id: a.planner.user.id,
  event_date: '2031-05-01',
  deadline_at: '2031-04-01',
  guest_count: '10',
  budget: '100',
  contact_person: 'X',
  contact_email: 'x@example.com',
  contact_phone: '1',
  description: 'x',
  notes: 'x',
})
const customerForm: Form = { name: 'Übernahme', email: 'uebernahme@example.com', phone: '1', company: 'X' }
const serviceForm: Form = {
  name: 'Übernahme',
  description: 'x',
  category: 'X',
  pricing_unit: 'flat_rate',
  tax_rate: '19',
  'rows[0].net': '10',
}
const templateForm = (a: TenantWorld): Form => ({
  name: 'Übernahme',
  description: 'x',
  'modules[0].id': a.moduleId,
  'modules[0].name': 'M',
  'modules[0].serviceIds[0]': a.service.id,
})

const corePolicy: Record<string, Entry> = {
  '$.tsx': { loader: open(404) },
  '_index.tsx': {
    loader: (p, h) => {
      if (p === 'owner') return { status: 302, to: '/owner' }
      if (p.startsWith('planner') || p.startsWith('admin')) return { status: 302, to: '/tenant' }
      if (p.startsWith('cust') && (h === 'apex' || h === p.slice(-1))) return { status: 302, to: '/customer-dashboard' }
      if (h !== 'apex') return { status: 302, to: '/customer-login?link=neu' }
      return { status: 200 }
    },
  },
  'healthz.ts': { loader: open(200) },
  'dashboard/route.tsx': {
    loader: (p, h) => {
      if (p === 'owner') return { status: h === 'apex' ? 200 : 404 }
      if (p.startsWith('planner') || p.startsWith('admin'))
        return { status: h === 'apex' || h === p.slice(-1) ? 200 : 404 }
      return { status: 200 }
    },
  },
  'tenant-signup/route.tsx': {
    // signing up with A's subdomain and e-mail, signing in as A's admin with a wrong password: refused;
    // a new confirmation link for A's account: on A's host or the apex, never from B's host
    action: (_p, h, form) =>
      form?.intent !== 'resend-confirmation' ? { status: 400 } : h === 'B' ? { status: 302 } : 'mutates',
    forms: (a): Form[] => [
      {
        full_name: 'Übernahme',
        company: 'X',
        subdomain: a.tenant.subdomain,
        email: a.admin.user.email,
        password: 'ein-langes-passwort-123',
      },
      { intent: 'login', email: a.admin.user.email, password: 'falsch-falsch-falsch' },
      { intent: 'resend-confirmation', email: a.unconfirmed.user.email },
    ],
  },
  'owner-login.tsx': {
    loader: (p) => (p === 'owner' ? { status: 302, to: '/owner' } : { status: 200 }),
    action: open([400, 401, 429]),
    forms: (a): Form[] => [{ email: a.admin.user.email, password: 'falsch-falsch-falsch' }],
  },
  'logout.tsx': { loader: open(302, '/'), action: open(302, '/'), forms: (): Form[] => [{}] },
  'tenant.sidebar.ts': { action: open(302), forms: (): Form[] => [{ open: 'false', redirectTo: '/tenant' }] },
  'resources.subdomain-check.ts': { loader: open(200), query: (a) => `subdomain=${a.tenant.subdomain}` },
  'confirm-email.tsx': {
    // the mailed token moves into a cookie, 303 to the URL without it
    loader: open(303, '/confirm-email'),
    action: tokenPage('mutates', 400),
    query: (a) => `token=${a.tokens.confirm}`,
    forms: (a): Form[] => [{ token: a.tokens.confirm }],
    secret: true,
  },
  'invitation.tsx': {
    // the mailed token moves into a cookie, 303 to the URL without it
    loader: open(303, '/invitation'),
    action: tokenPage('mutates', 400),
    query: (a) => `token=${a.tokens.invitation}`,
    forms: (a): Form[] => [{ token: a.tokens.invitation, full_name: 'Übernahme', password: 'ein-langes-passwort-123' }],
    secret: true,
  },
  'reset-password.tsx': {
    // the mailed token moves into a cookie, 303 to the URL without it
    loader: open(303, '/reset-password'),
    action: tokenPage('mutates', 400),
    query: (a) => `token=${a.tokens.reset}`,
    forms: (a): Form[] => [{ token: a.tokens.reset, password: 'ein-langes-passwort-123' }],
    secret: true,
  },
  'sign-in-unlock.tsx': {
    // the mailed token moves into a cookie, 303 to the URL without it; asking for a link is open
    // to all and answers 302 alike (ADR 115); on B's host A's token is invalid (400)
    loader: open(303, '/sign-in-unlock'),
    action: tokenPage('mutates', [302, 400]),
    query: (a) => `token=${a.tokens.unlock}`,
    forms: (a): Form[] => [
      { intent: 'unlock', token: a.tokens.unlock },
      { intent: 'request', email: a.planner.user.email },
    ],
    secret: true,
  },
  'forgot-password.tsx': {
    loader: open(200),
    // a reset link for A's planner may be asked for from anywhere; it only goes to that address
    action: (_p, h) => (h === 'B' ? { status: 302 } : 'mutates'),
    forms: (a): Form[] => [{ email: a.planner.user.email }],
  },
  'customer-login.tsx': {
    // the mailed token moves into a cookie, 303 to the URL without it
    loader: open(303, '/customer-login'),
    action: tokenPage('mutates', [200, 400]),
    query: (a) => `token=${a.tokens.customerLink}`,
    forms: (a): Form[] => [{ token: a.tokens.customerLink }, { intent: 'request-link', email: a.customer.email }],
    secret: true,
  },
  'customer-dashboard.tsx': { loader: customer() },
  'customer-dashboard.module.$moduleId.tsx': {
    loader: customer({ ids: true }),
    params: (a) => ({ moduleId: a.moduleId }),
  },
  'customer-dashboard.cart.tsx': {
    loader: open(302, '/customer-dashboard'),
    action: customer({ ids: true, action: true }),
    forms: (a): Form[] => [
      { intent: 'add', event_id: a.event.id, service_id: a.spareService.id },
      { intent: 'remove', event_id: a.event.id, service_id: a.service.id },
      { intent: 'set-quantity', event_id: a.event.id, service_id: a.service.id, quantity: '5' },
      { intent: 'request-offer', event_id: a.event.id },
    ],
  },
  'owner.tsx': { loader: owner() },
  'owner.tenants.$tenantId.tsx': {
    loader: owner(),
    action: owner({ action: true }),
    params: (a) => ({ tenantId: a.tenant.id }),
    forms: (a): Form[] => [{ tenant_id: a.tenant.id, status: 'suspended' }],
  },
  'tenant.tsx': { loader: staff() },
  'tenant._index.tsx': { loader: staff() },
  'tenant.billing.tsx': { loader: staff() },
  'tenant.billing_.$offerId.tsx': {
    loader: staff({ ids: true }),
    action: staff({ ids: true, action: true }),
    params: (a) => ({ offerId: a.offer.id }),
    forms: (): Form[] => [{ intent: 'accept' }, { intent: 'decline' }],
  },
  'tenant.events.tsx': { loader: staff() },
  'tenant.events_.new.tsx': {
    loader: staff(),
    // B creating an event that points at A's template, customer and planner is refused
    action: staff({ action: true, allowed: 400 }),
    forms: (a): Form[] => [eventForm(a)],
  },
  'tenant.events_.$eventId_.edit.tsx': {
    loader: staff({ ids: true }),
    action: staff({ ids: true, action: true }),
    params: (a) => ({ eventId: a.event.id }),
    forms: (a, b): Form[] => [{ ...eventForm(b), name: 'Übernommen' }, eventForm(a)],
  },
  'tenant.events.$eventId.delete.tsx': {
    loader: staff({ ids: true }),
    action: staff({ ids: true, action: true }),
    params: (a) => ({ eventId: a.event.id }),
    forms: (): Form[] => [{ intent: 'delete' }, {}],
  },
  'tenant.customers.tsx': {
    loader: staff(),
    action: staff({ ids: true, action: true }),
    forms: (a): Form[] => [{ intent: 'resend', customer_id: a.customer.id }],
  },
  'tenant.customers.new.tsx': {
    loader: staff(),
    // B may add a customer with the same e-mail as one of A's: it is B's own row (a second time: taken)
    action: staff({ action: true, allowed: [302, 400] }),
    forms: (a): Form[] => [{ ...customerForm, email: a.customer.email }],
  },
  'tenant.customers.$customerId.edit.tsx': {
    loader: staff({ ids: true }),
    action: staff({ ids: true, action: true }),
    params: (a) => ({ customerId: a.customer.id }),
    forms: (): Form[] => [customerForm],
  },
  'tenant.customers.$customerId.delete.tsx': {
    loader: staff({ ids: true }),
    action: staff({ ids: true, action: true }),
    params: (a) => ({ customerId: a.spareCustomer.id }),
    forms: (): Form[] => [{ intent: 'delete' }, {}],
  },
  'tenant.services.tsx': {
    loader: staff(),
    action: staff({ ids: true, action: true }),
    forms: (a): Form[] => [
      { intent: 'deactivate', service_id: a.service.id },
      { intent: 'activate', service_id: a.service.id },
    ],
  },
  'tenant.services.new.tsx': {
    loader: staff(),
    action: staff({ action: true, allowed: [302, 400] }),
    forms: (): Form[] => [serviceForm],
  },
  'tenant.services.$serviceId.edit.tsx': {
    loader: staff({ ids: true }),
    action: staff({ ids: true, action: true }),
    params: (a) => ({ serviceId: a.service.id }),
    forms: (): Form[] => [serviceForm],
  },
  'tenant.services.$serviceId.delete.tsx': {
    loader: staff({ ids: true }),
    action: staff({ ids: true, action: true }),
    params: (a) => ({ serviceId: a.spareService.id }),
    forms: (): Form[] => [{ intent: 'delete' }, {}],
  },
  'tenant.templates.tsx': {
    loader: staff(),
    action: staff({ ids: true, action: true }),
    forms: (a): Form[] => [
      { intent: 'deactivate', template_id: a.template.id },
      { intent: 'activate', template_id: a.template.id },
    ],
  },
  'tenant.templates_.new.tsx': {
    loader: staff(),
    // B's template may not list A's services
    action: staff({ action: true, allowed: 400 }),
    forms: (a): Form[] => [templateForm(a)],
  },
  'tenant.templates_.$templateId.tsx': {
    loader: staff({ ids: true }),
    action: staff({ ids: true, action: true }),
    params: (a) => ({ templateId: a.template.id }),
    forms: (a): Form[] => [templateForm(a)],
  },
  'tenant.templates.$templateId.delete.tsx': {
    loader: staff({ ids: true }),
    action: staff({ ids: true, action: true }),
    params: (a) => ({ templateId: a.spareTemplate.id }),
    forms: (): Form[] => [{ intent: 'delete' }, {}],
  },
  'tenant.settings.tsx': {
    loader: staff(),
    // branding of B's own tenant: allowed for B's admin, refused for B's planner
    action: (p, h) => (p === 'plannerB' && h !== 'A' ? { status: 403 } : staff({ action: true, allowed: 302 })(p, h)),
    forms: (): Form[] => [{ intent: 'branding', primary_color: '#123456' }],
  },
  'tenant.settings_.profile.tsx': {
    loader: staff(),
    // each principal edits only its own profile
    action: staff({ action: true, allowed: [200, 302, 400] }),
    forms: (): Form[] => [{ intent: 'profile', full_name: 'Umbenannt', task_digest: 'on' }],
  },
  'tenant.settings_.security-log.tsx': { loader: admin() },
  'tenant.settings_.team.tsx': {
    loader: staff(),
    action: admin({ ids: true, action: true }),
    forms: (a): Form[] => [
      { intent: 'revoke', invitation_id: a.invitation.id },
      { intent: 'resend', invitation_id: a.invitation.id },
      { intent: 'role', member_id: a.member.user.id, role: 'tenant_admin' },
    ],
  },
  'tenant.settings_.team.$memberId.remove.tsx': {
    loader: admin({ ids: true }),
    action: admin({ ids: true, action: true }),
    params: (a) => ({ memberId: a.member.user.id }),
    forms: (): Form[] => [{ intent: 'remove' }, {}],
  },
}

// Each area of the second wave keeps its entries in tests/security/policy.d/<area>.ts
// (export const entries: Record<string, Entry>), so the areas never edit one list.
const areaModules = import.meta.glob<{ entries: Record<string, Entry> }>('./policy.d/*.ts', { eager: true })
export const policy: Record<string, Entry> = { ...corePolicy }
for (const [file, mod] of Object.entries(areaModules)) {
  for (const [key, entry] of Object.entries(mod.entries)) {
    if (policy[key]) throw new Error(`policy entry ${key} twice (${file})`)
    policy[key] = entry
  }
}
