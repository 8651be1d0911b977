import { eq } from 'drizzle-orm'
import * as s from '~/db/schema'
import { getDb } from '~/utils/db.server'
import { createService, createTemplate } from '../support/factories'
import { billingWorld } from './billing-helpers'

// The wedding of the money goldens: a catering package at 89,00 € gross per
// person (7 %, drinks share 30 %) and Fingerfood at 21,50 € net per person,
// 80 guests. A Kleinunternehmer sells a 89,00 € menu and the same Fingerfood.

export function weddingWorld(options: { smallBusiness?: boolean } = {}) {
  const w = billingWorld({ smallBusiness: options.smallBusiness })
  const pkg = options.smallBusiness
    ? createService(w.tenant.id, {
        name: 'Hochzeitsmenü',
        pricingJson: JSON.stringify({ unit: 'per_person', taxRate: 0, price: 89, grossPrice: 89, priceBasis: 'net' }),
      })
    : createService(w.tenant.id, {
        name: 'Hochzeitspaket',
        vatSplitPercent: 30,
        pricingJson: JSON.stringify({
          unit: 'per_person',
          taxRate: 7,
          price: 83.18,
          grossPrice: 89,
          priceBasis: 'gross',
        }),
      })
  const finger = createService(w.tenant.id, {
    name: 'Fingerfood',
    pricingJson: JSON.stringify({ unit: 'per_person', taxRate: 7, price: 21.5, grossPrice: 23.01, priceBasis: 'net' }),
  })
  const moduleId = crypto.randomUUID()
  const template = createTemplate(w.tenant.id, {
    modulesJson: JSON.stringify({
      modules: [{ id: moduleId, name: 'Catering', order: 0, serviceIds: [pkg.id, finger.id] }],
    }),
  })
  getDb()
    .update(s.events)
    .set({ templateId: template.id, guestCount: 80, budgetCents: 1_000_000, deadlineAt: Date.now() + 86_400_000 })
    .where(eq(s.events.id, w.event.id))
    .run()
  return { ...w, pkg, finger }
}
export type WeddingWorld = ReturnType<typeof weddingWorld>
