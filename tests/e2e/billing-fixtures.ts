import { randomUUID } from 'node:crypto'
import type { Locator } from '@playwright/test'
import { withDb } from './db'
import type { PortalWorld } from './portal-world'

// Billing setup shared by the browser tests of offers and invoices.

/** An open request as the portal stores it on 'Angebot anfordern' (gross unit prices): Saal 1.190 € at 19 %, Menü 10 × 42,80 € at 7 %. */
export function seedOfferRequest(world: PortalWorld) {
  const id = randomUUID()
  const line = (
    name: 'Saal' | 'Menü',
    unit: string,
    unitLabel: string,
    taxRate: number,
    quantity: number,
    unitPriceCents: number,
  ) => ({
    serviceId: world.services[name],
    name,
    unit,
    unitLabel,
    taxRate,
    quantity,
    counts: null,
    unitPriceCents,
    lineTotalCents: quantity * unitPriceCents,
  })
  const snapshot = {
    version: 1,
    event: {
      name: `Fest ${world.tenant.subdomain}`,
      eventDate: Date.now() + 60 * 86_400_000,
      guestCount: 10,
      budgetCents: 500_000,
    },
    lines: [
      line('Saal', 'flat_rate', 'Pauschal', 19, 1, 119_000),
      line('Menü', 'per_person', 'pro Person', 7, 10, 4_280),
    ],
    excluded: [],
    vat: [
      { rate: 19, netCents: 100_000, vatCents: 19_000, grossCents: 119_000 },
      { rate: 7, netCents: 40_000, vatCents: 2_800, grossCents: 42_800 },
    ],
    totals: { netCents: 140_000, vatCents: 21_800, grossCents: 161_800 },
  }
  withDb((db) =>
    db
      .prepare(
        `insert into offer_requests (id, tenant_id, event_id, end_customer_id, status, event_name, customer_name, customer_email, snapshot_json, net_cents, vat_cents, gross_cents, created_at)
       values (?, ?, ?, ?, 'open', ?, ?, ?, ?, 140000, 21800, 161800, ?)`,
      )
      .run(
        id,
        world.tenant.id,
        world.eventId,
        world.customer.id,
        snapshot.event.name,
        world.customer.name,
        world.customer.email,
        JSON.stringify(snapshot),
        Date.now(),
      ),
  )
  return id
}

export function setCustomerAddress(world: PortalWorld) {
  withDb((db) =>
    db
      .prepare(
        "update end_customers set street = 'Kundenweg 5', postcode = '80331', city = 'München', country = 'DE' where id = ?",
      )
      .run(world.customer.id),
  )
}

/** Keyboard submit: a toast in the corner may cover the button, and without JavaScript it stays. */
export async function submit(button: Locator) {
  await button.focus()
  await button.press('Enter')
}
