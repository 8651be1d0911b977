import type { BillingDocument, Buyer, DocumentLine, Seller } from '~/domain/billing/document'

// The five documents of the billing acceptance cases, shared by the engine's
// tests (totals by hand, XML against the official rules, PDF contents).

export const sampleSeller: Seller = {
  legalName: 'Festzauber Eventplanung GmbH',
  address: { street: 'Königsallee 12', postcode: '40212', city: 'Düsseldorf', country: 'DE' },
  vatId: 'DE123456789',
  taxNumber: '133/5713/0815',
  contactName: 'Jürgen Weiß',
  contactPhone: '+49 211 5550123',
  contactEmail: 'rechnung@festzauber.example',
  iban: 'DE75512108001245126199',
  bic: 'SOGEDEFFXXX',
  smallBusiness: false,
  primaryColor: '#7c3aed',
}

export const privateBuyer: Buyer = {
  name: 'Sophie Müller',
  company: null,
  address: { street: 'Lindenstraße 5', postcode: '50674', city: 'Köln', country: 'DE' },
  email: 'sophie.mueller@example.com',
  vatId: null,
  buyerReference: null,
}

export const companyBuyer: Buyer = {
  name: 'Thomas Groß',
  company: 'Stadtwerke Bärlingen AöR',
  address: { street: 'Am Rathaus 1', postcode: '10115', city: 'Berlin', country: 'DE' },
  email: 'einkauf@stadtwerke-baerlingen.example',
  vatId: 'DE987654321',
  buyerReference: '04011000-12345-34',
}

const base = {
  currency: 'EUR' as const,
  seller: sampleSeller,
  intro: 'Vielen Dank für Ihren Auftrag. Wir berechnen Ihnen folgende Leistungen:',
  closing: 'Wir freuen uns auf die nächste Feier mit Ihnen!',
  paymentTermsText: 'Zahlbar innerhalb von 14 Tagen ohne Abzug.',
}

const line = (
  position: number,
  text: string,
  quantityMilli: number,
  unitCode: string,
  unitLabel: string,
  unitPriceNetCents: number,
  vatRate: 0 | 7 | 19,
  group: string | null = null,
): DocumentLine => ({ position, text, quantityMilli, unitCode, unitLabel, unitPriceNetCents, vatRate, group })

const weddingLines: DocumentLine[] = [
  line(1, 'Hochzeitsplanung Komplettpaket', 1000, 'LS', 'pauschal', 250000, 19),
  line(2, 'Tischgestecke „Sommerwiese“', 12000, 'C62', 'Stück', 4590, 19),
  line(3, 'Koordination am Hochzeitstag', 8500, 'HUR', 'Std.', 6500, 19),
  line(4, 'Fotobox inkl. Betreuung', 1500, 'HUR', 'Std.', 3333, 19),
  line(5, 'Treuerabatt', 1000, 'C62', 'pauschal', -15000, 19),
]

/** 1. A wedding for a private customer (no buyer reference: BT-10 falls back). */
export const weddingInvoice: BillingDocument = {
  ...base,
  kind: 'invoice',
  number: 'RE-2026-0001',
  issueDate: '2026-06-20',
  dueDate: '2026-07-04',
  serviceDate: { from: '2026-06-13', to: '2026-06-13' },
  buyer: privateBuyer,
  eventName: 'Hochzeit Müller & Özdemir',
  lines: weddingLines,
}

const companyLines: DocumentLine[] = [
  line(1, 'Planung und Durchführung Sommerfest', 1000, 'LS', 'pauschal', 400000, 19),
  line(2, 'Catering Speisen (Buffet)', 120000, 'XPP', 'Person', 2850, 7),
  line(3, 'Getränkepauschale', 120000, 'XPP', 'Person', 980, 19),
]

/** 2a. A company event: the 30 % deposit invoice. */
export const companyDepositInvoice: BillingDocument = {
  ...base,
  kind: 'deposit_invoice',
  number: 'RE-2026-0002',
  issueDate: '2026-05-04',
  dueDate: '2026-05-18',
  serviceDate: { from: '2026-08-21', to: '2026-08-22' },
  buyer: companyBuyer,
  eventName: 'Sommerfest Stadtwerke 2026',
  orderReference: 'AN-2026-0004',
  lines: [
    line(1, 'Abschlag 30 % auf Angebot AN-2026-0004 (19 % USt)', 1000, 'C62', 'pauschal', 155280, 19),
    line(2, 'Abschlag 30 % auf Angebot AN-2026-0004 (7 % USt)', 1000, 'C62', 'pauschal', 102600, 7),
  ],
}

/** 2b. The company event's final invoice, deducting the deposit per rate. */
export const companyFinalInvoice: BillingDocument = {
  ...base,
  kind: 'final_invoice',
  number: 'RE-2026-0003',
  issueDate: '2026-08-28',
  dueDate: '2026-09-11',
  serviceDate: { from: '2026-08-21', to: '2026-08-22' },
  buyer: companyBuyer,
  eventName: 'Sommerfest Stadtwerke 2026',
  orderReference: 'AN-2026-0004',
  lines: companyLines,
  deposits: [{ number: 'RE-2026-0002', issueDate: '2026-05-04', netCentsByRate: { 19: 155280, 7: 102600 } }],
}

/** 3. A catering package split 7 % food / 19 % drinks, plus further services. */
export const cateringInvoice: BillingDocument = {
  ...base,
  kind: 'invoice',
  number: 'RE-2026-0004',
  issueDate: '2026-07-10',
  dueDate: '2026-07-24',
  serviceDate: { from: '2026-07-04', to: '2026-07-04' },
  buyer: { ...privateBuyer, name: 'Familie Schäfer', email: 'schaefer@example.com' },
  eventName: 'Goldene Hochzeit Schäfer',
  lines: [
    line(1, 'Catering-Paket „Genuss“ – Speisen', 80000, 'XPP', 'Person', 3430, 7, 'catering-genuss'),
    line(2, 'Catering-Paket „Genuss“ – Getränke', 80000, 'XPP', 'Person', 1470, 19, 'catering-genuss'),
    line(3, 'DJ mit Lichtanlage', 1000, 'LS', 'pauschal', 89000, 19),
    line(4, 'Servicekraft', 6250, 'HUR', 'Std.', 3890, 19),
  ],
}

/** 4. A Kleinunternehmer (§ 19 UStG): no VAT, tax number only, partly paid. */
export const smallBusinessInvoice: BillingDocument = {
  ...base,
  seller: {
    ...sampleSeller,
    legalName: 'Anna Schmidt Hochzeitsplanung',
    vatId: null,
    taxNumber: '201/123/45678',
    contactName: 'Anna Schmidt',
    contactEmail: 'anna@schmidt-hochzeiten.example',
    smallBusiness: true,
    primaryColor: '#0f766e',
  },
  kind: 'invoice',
  number: 'RE-2026-0005',
  issueDate: '2026-09-14',
  dueDate: '2026-09-28',
  serviceDate: { from: '2026-09-12', to: '2026-09-12' },
  buyer: privateBuyer,
  eventName: 'Hochzeit Müller',
  lines: [
    line(1, 'Freie Trauung mit Rednerin', 1000, 'LS', 'pauschal', 180000, 19),
    line(2, 'Anfahrt', 120000, 'KMT', 'km', 30, 19),
  ],
  paidCents: 50000,
}

/** 5. The cancellation of the wedding invoice (its lines, negated). */
export const weddingCancellation: BillingDocument = {
  ...weddingInvoice,
  kind: 'cancellation',
  number: 'RE-2026-0006',
  issueDate: '2026-06-25',
  dueDate: null,
  intro: 'Hiermit stornieren wir die Rechnung RE-2026-0001 vom 20.06.2026.',
  closing: null,
  paymentTermsText: null,
  cancels: { number: 'RE-2026-0001', issueDate: '2026-06-20' },
}

export const sampleInvoices = {
  'wedding-private': weddingInvoice,
  'company-deposit': companyDepositInvoice,
  'company-final': companyFinalInvoice,
  'catering-split': cateringInvoice,
  'small-business': smallBusinessInvoice,
  cancellation: weddingCancellation,
} as const
