import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { loader } from '~/routes/tenant.analytics'
import { berlinMidnight } from '~/domain/event-dates'
import { overviewStats } from '~/models/event-list.server'
import { adminFigures } from '~/models/dashboard.server'
import { getDb } from '~/utils/db.server'
import {
  createEndCustomer,
  createEvent,
  createOfferRequest,
  createService,
  createStaff,
  createTenant,
} from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'

const H = 3_600_000
const at = (ymd: string, hour = 12) => berlinMidnight(ymd) + hour * H
type Body = Awaited<ReturnType<typeof loader>>
const snapshot = (lines: Array<[string, string, number]>) =>
  JSON.stringify({
    version: 1,
    lines: lines.map(([serviceId, name, lineTotalCents]) => ({ serviceId, name, lineTotalCents })),
  })

function seed() {
  const tenant = createTenant()
  const { user: admin } = createStaff(tenant.id, 'tenant_admin', { fullName: 'Anna Admin' })
  const { user: planner } = createStaff(tenant.id, 'tenant_planner', { fullName: 'Paul Planer' })
  const customer = createEndCustomer(tenant.id)
  const service = createService(tenant.id) // flat rate 100 € net, 119 € gross
  const march1 = createEvent(tenant.id, {
    eventType: 'Hochzeit',
    status: 'confirmed',
    guestCount: 100,
    budgetCents: 500_000,
    eventDate: at('2026-03-10'),
    assignedPlannerId: planner.id,
  })
  // 22:30 Berlin on 31 March is still March; 00:30 on 1 April is not
  const march2 = createEvent(tenant.id, {
    eventType: 'Gala',
    status: 'draft',
    guestCount: 50,
    budgetCents: 300_000,
    eventDate: at('2026-03-31', 22.5),
  })
  const april = createEvent(tenant.id, {
    eventType: 'Gala',
    status: 'draft',
    guestCount: 999,
    budgetCents: 1,
    eventDate: at('2026-04-01', 0.5),
  })
  createEvent(tenant.id, { eventType: 'Messe', status: 'confirmed', eventDate: at('2026-02-15') })
  createEvent(tenant.id, {
    eventType: 'Messe',
    status: 'confirmed',
    eventDate: at('2030-01-10'),
    assignedPlannerId: planner.id,
  })
  for (const e of [march1, march2, april])
    getDb().insert(s.cartItems).values({ tenantId: tenant.id, eventId: e.id, serviceId: service.id, quantity: 1 }).run()
  const c = { id: customer.id, name: customer.name, email: customer.email }
  const r1 = createOfferRequest(tenant.id, march1, c, {
    status: 'ordered',
    createdAt: at('2026-03-02'),
    decidedAt: at('2026-03-05'),
    netCents: 100_000,
    vatCents: 19_000,
    grossCents: 119_000,
    snapshotJson: snapshot([
      ['s1', 'Band', 80_000],
      ['s2', 'Catering', 20_000],
    ]),
  })
  const r2 = createOfferRequest(tenant.id, march2, c, {
    status: 'ordered',
    createdAt: at('2026-03-10'),
    decidedAt: at('2026-03-20'),
    netCents: 50_000,
    vatCents: 3_500,
    grossCents: 53_500,
    snapshotJson: snapshot([['s2', 'Catering', 50_000]]),
  })
  const r3 = createOfferRequest(tenant.id, march2, c, {
    status: 'declined',
    createdAt: at('2026-03-12'),
    decidedAt: at('2026-03-13'),
  })
  const r4 = createOfferRequest(tenant.id, march1, c, { status: 'open', createdAt: at('2026-03-15') })
  // offers on the requests: r1 sent 2 days after the request (v1), again as v2, accepted 5 days after the first sending;
  // r2 sent after 1 day and declined; r3 only a draft (never sent)
  const offer = (
    requestId: string | null,
    status: string,
    sentAt: number | null,
    decidedAt: number | null = null,
    more: Partial<typeof s.offers.$inferInsert> = {},
  ) =>
    getDb()
      .insert(s.offers)
      .values({ tenantId: tenant.id, offerRequestId: requestId, status, eventName: 'Fest', sentAt, decidedAt, ...more })
      .returning()
      .get()
  const lines = (offerId: string, rows: Array<[string, number, number]>) =>
    rows.forEach(([text, quantityMilli, unitPriceCents], i) =>
      getDb()
        .insert(s.offerLines)
        .values({
          tenantId: tenant.id,
          offerId,
          position: i + 1,
          text,
          quantityMilli,
          unitLabel: 'Stück',
          unitPriceCents,
          vatRate: 19,
        })
        .run(),
    )
  offer(r1.id, 'superseded', at('2026-03-04'))
  const order1 = offer(r1.id, 'accepted', at('2026-03-06'), at('2026-03-09'), { signerName: 'Kunde' })
  lines(order1.id, [
    ['Band', 1000, 80_000],
    ['Catering', 2000, 10_000],
  ])
  // an order made from an event (no request), accepted on 8 March, changed by a Nachtrag accepted on 18 March:
  // one new order and one Nachtrag; only the Nachtrag's lines are the order now
  const direct = offer(null, 'superseded', at('2026-03-07'), at('2026-03-08'), {
    eventId: march1.id,
    signerName: 'Kunde',
  })
  lines(direct.id, [['Catering', 1000, 99_900]])
  const nachtrag = offer(null, 'accepted', at('2026-03-17'), at('2026-03-18'), {
    eventId: march1.id,
    signerName: 'Kunde',
    replacesOfferId: direct.id,
    version: 2,
  })
  lines(nachtrag.id, [['Catering', 3000, 10_000]])
  offer(r2.id, 'declined', at('2026-03-11'), at('2026-03-12'))
  offer(r3.id, 'draft', null)
  seedInvoices(tenant.id)
  createOfferRequest(tenant.id, march1, c, {
    status: 'ordered',
    createdAt: at('2026-02-01'),
    decidedAt: at('2026-02-10'),
    netCents: 20_000,
    vatCents: 3_800,
    grossCents: 23_800,
  })
  // another tenant's accepted request in March never counts
  const other = createTenant()
  const otherEvent = createEvent(other.id, { eventDate: at('2026-03-10') })
  createOfferRequest(
    other.id,
    otherEvent,
    { id: createEndCustomer(other.id).id, name: 'X', email: 'x@example.com' },
    { status: 'ordered', createdAt: at('2026-03-02'), decidedAt: at('2026-03-03'), grossCents: 9_999_999 },
  )
  invoice(other.id, { issueDate: '2026-03-10', netCents: 9_999_999, grossCents: 9_999_999, payableCents: 9_999_999 })
  // another tenant's offer pointing at our open request is no step of our pipeline
  getDb()
    .insert(s.offers)
    .values({
      tenantId: other.id,
      offerRequestId: r4.id,
      status: 'accepted',
      eventName: 'X',
      sentAt: at('2026-03-16'),
      decidedAt: at('2026-03-17'),
    })
    .run()
  return { tenant, admin, planner }
}

let invoiceNo = 0
function invoice(tenantId: string, v: Partial<typeof s.invoices.$inferInsert>) {
  const gross = v.grossCents ?? 0
  return getDb()
    .insert(s.invoices)
    .values({
      tenantId,
      kind: 'single',
      status: 'final',
      number: `RE-T-${++invoiceNo}`,
      eventName: 'Fest',
      payableCents: gross,
      dueDate: '2099-12-31',
      ...v,
    })
    .returning()
    .get()
}

/**
 * The tenant's invoices (Berlin invoice dates; 'today' is later than April 2026):
 * March: A paid 1.190,00; B deposit 595,00 of which 200,00 paid, overdue; G 214,00 open (7 %);
 * C of February (357,00) cancelled by a Storno in March; D and its Storno both in March;
 * a draft and an April invoice F (83,30, open) never count for March.
 */
function seedInvoices(tenantId: string) {
  invoice(tenantId, {
    issueDate: '2026-03-05',
    netCents: 100_000,
    vatCents: 19_000,
    grossCents: 119_000,
    paidCents: 119_000,
    dueDate: '2026-03-19',
  })
  invoice(tenantId, {
    kind: 'deposit',
    issueDate: '2026-03-31',
    netCents: 50_000,
    vatCents: 9_500,
    grossCents: 59_500,
    paidCents: 20_000,
    dueDate: '2026-04-14',
  })
  invoice(tenantId, { issueDate: '2026-03-20', netCents: 20_000, vatCents: 1_400, grossCents: 21_400 })
  const c = invoice(tenantId, {
    status: 'cancelled',
    issueDate: '2026-02-20',
    netCents: 30_000,
    vatCents: 5_700,
    grossCents: 35_700,
  })
  invoice(tenantId, {
    kind: 'cancellation',
    cancelsInvoiceId: c.id,
    issueDate: '2026-03-10',
    dueDate: '2026-03-10',
    netCents: -30_000,
    vatCents: -5_700,
    grossCents: -35_700,
  })
  const d = invoice(tenantId, {
    status: 'cancelled',
    issueDate: '2026-03-12',
    netCents: 10_000,
    vatCents: 1_900,
    grossCents: 11_900,
  })
  invoice(tenantId, {
    kind: 'cancellation',
    cancelsInvoiceId: d.id,
    issueDate: '2026-03-13',
    dueDate: '2026-03-13',
    netCents: -10_000,
    vatCents: -1_900,
    grossCents: -11_900,
  })
  invoice(tenantId, {
    status: 'draft',
    number: null,
    issueDate: null,
    dueDate: null,
    netCents: 999_999,
    grossCents: 999_999,
  })
  invoice(tenantId, { issueDate: '2026-04-01', netCents: 7_000, vatCents: 1_330, grossCents: 8_330 })
}

async function load(tenantId: string, userId: string, query: string) {
  const res = await call(
    loader,
    makeRequest(`/tenant/analytics${query}`, { cookie: await staffCookie(userId, tenantId) }),
  )
  return res.data as Body
}

describe('analytics figures', () => {
  it('computes every figure of a period and the period before from the seeded rows', async () => {
    const { tenant, admin } = seed()
    const { figures, period } = await load(tenant.id, admin.id, '?period=custom&from=2026-03-01&to=2026-03-31')
    expect(period).toMatchObject({
      fromYmd: '2026-03-01',
      toYmd: '2026-03-31',
      previous: { fromYmd: '2026-01-29', toYmd: '2026-02-28' },
    })
    // March: A + B + G, C's Storno (−), D and its Storno (±0); the draft, April and the other tenant never count
    const march = {
      month: '2026-03',
      netCents: 100_000 + 50_000 + 20_000 - 30_000 + 10_000 - 10_000,
      grossCents: 119_000 + 59_500 + 21_400 - 35_700 + 11_900 - 11_900,
      paidCents: 119_000 + 20_000,
      openCents: 39_500 + 21_400,
      cancelledCents: 35_700 + 11_900,
    }
    expect(march).toMatchObject({ netCents: 140_000, grossCents: 164_200 })
    expect(figures.revenue).toEqual([march])
    expect(figures.revenueTotal).toEqual({
      netCents: 140_000,
      grossCents: 164_200,
      paidCents: 139_000,
      openCents: 60_900,
      cancelledCents: 47_600,
    })
    // February: C counted when issued (it is cancelled now, so neither paid nor open)
    expect(figures.previousRevenueTotal).toEqual({
      netCents: 30_000,
      grossCents: 35_700,
      paidCents: 0,
      openCents: 0,
      cancelledCents: 0,
    })
    // all standing invoices not fully paid, payments subtracted: B 395,00 (overdue since 14.04.2026), G 214,00, F 83,30
    expect(figures.receivables).toEqual({
      openCents: 39_500 + 21_400 + 8_330,
      openCount: 3,
      overdueCents: 39_500,
      overdueCount: 1,
    })
    // 4 requests created in March: 2 accepted, 1 declined, 1 open; days to decision 3, 10, 1 → median 3
    expect(figures.pipeline).toEqual({
      total: 4,
      accepted: 2,
      declined: 1,
      open: 1,
      conversion: 2 / 3,
      medianDays: 3,
      // r1 and r2 got an offer (after 2 and 1 days → median 1,5); r1's was accepted 5 days after its first sending
      offers: {
        sent: 2,
        accepted: 1,
        sentRate: 2 / 4,
        acceptRate: 1 / 2,
        medianDaysToOffer: 1.5,
        medianDaysToAcceptance: 5,
      },
      // new orders however made: r1's offer and the one made from the event; its Nachtrag is a change, not an order
      orders: { total: 2, fromRequests: 1, fromEvents: 1, changes: 1 },
    })
    expect(figures.previousPipeline).toMatchObject({
      total: 1,
      accepted: 1,
      medianDays: 9,
      offers: { sent: 0, accepted: 0, sentRate: 0, acceptRate: 0 },
      orders: { total: 0, fromRequests: 0, fromEvents: 0, changes: 0 },
    })
    expect(figures.eventsByMonth).toEqual([{ month: '2026-03', total: 2, byStatus: { confirmed: 1, draft: 1 } }])
    expect(figures.events).toEqual({
      count: 2,
      byType: [
        { type: 'Gala', count: 1 },
        { type: 'Hochzeit', count: 1 },
      ],
      averageGuests: (100 + 50) / 2,
      averageBudgetCents: (500_000 + 300_000) / 2,
      budgetCents: 800_000,
      selectedCents: 2 * 11_900, // one flat-rate line of 119 € gross in each March cart
    })
    expect(figures.previousEventCount).toBe(1)
    // the lines of the orders as they stand (net): r1's order 800,00 Band + 2 × 100,00 Catering; the Nachtrag 3 × 100,00 Catering
    // (the superseded version's 999,00 no longer counts)
    expect(figures.top.byRevenue).toEqual([
      { id: 'Band', name: 'Band', revenueCents: 80_000, chosen: 1 },
      { id: 'Catering', name: 'Catering', revenueCents: 50_000, chosen: 2 },
    ])
    expect(figures.top.byChosen.map((t) => t.name)).toEqual(['Catering', 'Band'])
    expect(figures.workload).toEqual([
      { id: expect.any(String), name: 'Paul Planer', upcoming: 1, openRequests: 1 },
      { id: admin.id, name: 'Anna Admin', upcoming: 0, openRequests: 0 },
    ])
  })

  it('the Übersicht and the role dashboard show the same month revenue as the analytics query', async () => {
    const { tenant } = seed()
    expect(overviewStats(tenant.id, berlinMidnight('2026-03-01')).revenueCents).toBe(164_200)
    expect(adminFigures(tenant.id, at('2026-03-25')).revenueCents).toBe(164_200)
    expect(adminFigures(tenant.id, at('2026-02-25')).revenueCents).toBe(35_700)
    expect(adminFigures(tenant.id, at('2026-04-25')).revenueCents).toBe(8_330)
  })

  it('a custom period starting mid-month splits that month between the period and the one before', async () => {
    const { tenant, admin } = seed()
    const { figures, period } = await load(tenant.id, admin.id, '?period=custom&from=2026-03-10&to=2026-03-31')
    expect(period.previous).toMatchObject({ fromYmd: '2026-02-16', toYmd: '2026-03-09' })
    // 10.–31. March: C's Storno, D and its Storno, G, B
    expect(figures.revenueTotal).toMatchObject({
      netCents: -30_000 + 10_000 - 10_000 + 20_000 + 50_000,
      grossCents: -35_700 + 11_900 - 11_900 + 21_400 + 59_500,
    })
    // 16. February – 9. March: C and A
    expect(figures.previousRevenueTotal).toMatchObject({ netCents: 30_000 + 100_000, grossCents: 35_700 + 119_000 })
  })

  it('a period without data gives zeros, not errors', async () => {
    const { tenant, admin } = seed()
    const { figures } = await load(tenant.id, admin.id, '?period=custom&from=2020-01-01&to=2020-02-15')
    const zero = { netCents: 0, grossCents: 0, paidCents: 0, openCents: 0, cancelledCents: 0 }
    expect(figures.revenue).toEqual([
      { month: '2020-01', ...zero },
      { month: '2020-02', ...zero },
    ])
    expect(figures.revenueTotal).toEqual(zero)
    expect(figures.pipeline).toEqual({
      total: 0,
      accepted: 0,
      declined: 0,
      open: 0,
      conversion: 0,
      medianDays: 0,
      offers: { sent: 0, accepted: 0, sentRate: 0, acceptRate: 0, medianDaysToOffer: 0, medianDaysToAcceptance: 0 },
      orders: { total: 0, fromRequests: 0, fromEvents: 0, changes: 0 },
    })
    expect(figures.events).toEqual({
      count: 0,
      byType: [],
      averageGuests: 0,
      averageBudgetCents: 0,
      budgetCents: 0,
      selectedCents: 0,
    })
    expect(figures.top).toEqual({ byRevenue: [], byChosen: [] })
  })

  it('bad custom dates come back with a German message and the month instead', async () => {
    const { tenant, admin } = seed()
    const { period } = await load(tenant.id, admin.id, '?period=custom&from=2026-05-01&to=2026-04-01')
    expect(period.error).toBe('Das Von-Datum muss vor dem Bis-Datum liegen.')
  })
})

describe('analytics CSV', () => {
  it('exports the tables of the chosen period with decimal comma', async () => {
    const { tenant, admin } = seed()
    const { loader: exportLoader } = await import('~/routes/tenant.export.$kind')
    const request = makeRequest('/tenant/export/analytics.csv?period=custom&from=2026-03-01&to=2026-03-31', {
      cookie: await staffCookie(admin.id, tenant.id),
    })
    const res = (await exportLoader({ request, params: { kind: 'analytics.csv' }, context: {} })) as Response
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer())
    expect(text.charCodeAt(0)).toBe(0xfeff)
    const lines = text.slice(1).split('\r\n')
    expect(lines).toContain('Mär 2026;1.400,00;1.642,00;1.390,00;609,00;476,00')
    expect(lines).toContain('4;2;1;1;66,7;3')
    expect(lines).toContain('Angebot versendet;2;50;1,5')
    expect(lines).toContain('Angebot angenommen;1;50;5')
    expect(lines).toContain('Band;800,00;1')
    expect(lines).toContain('Paul Planer;1;1')
  })
})
