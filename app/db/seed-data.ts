// Demo content: services of every pricing unit (prices in euros inside
// pricing_json, as docs/product.md §3 shapes it) and events in several states.
import { centsToEuros, eurosToCents, grossFromNet, type Pricing } from '~/domain/pricing'

const g = (net: number, rate = 19) => centsToEuros(grossFromNet(eurosToCents(net), rate))

export const demoServices: Array<{ name: string; category: string; description: string; pricing: Pricing }> = [
  {
    name: 'Saalmiete',
    category: 'Location',
    description: 'Festsaal für bis zu 150 Personen',
    pricing: { unit: 'flat_rate', taxRate: 19, price: 1500, grossPrice: g(1500) },
  },
  {
    name: 'DJ',
    category: 'Musik',
    description: 'DJ mit Anlage, je Stunde',
    pricing: { unit: 'per_hour', taxRate: 19, price: 120, grossPrice: g(120) },
  },
  {
    name: 'Einladungskarten',
    category: 'Papeterie',
    description: 'Gedruckte Karten mit Umschlag',
    pricing: { unit: 'per_piece', taxRate: 19, price: 2.5, grossPrice: g(2.5) },
  },
  {
    name: 'Hochzeitsmenü',
    category: 'Catering',
    description: 'Drei Gänge, saisonal',
    pricing: { unit: 'per_person', taxRate: 7, price: 45, grossPrice: g(45, 7) },
  },
  {
    name: 'Kinderbuffet',
    category: 'Catering',
    description: 'Buffet nach Altersgruppen',
    pricing: {
      unit: 'per_person_differentiated',
      taxRate: 7,
      personGroupPrices: [
        { personGroupId: 'adults', netPrice: 30, grossPrice: g(30, 7) },
        { personGroupId: 'children', netPrice: 15, grossPrice: g(15, 7) },
        { personGroupId: 'toddlers', netPrice: 0, grossPrice: 0 },
      ],
    },
  },
  {
    name: 'Getränkepauschale',
    category: 'Catering',
    description: 'Grundpauschale plus je Gast',
    pricing: {
      unit: 'flat_rate_plus_per_person',
      taxRate: 19,
      flatRate: 200,
      flatRateGross: g(200),
      perPersonRate: 18,
      perPersonRateGross: g(18),
    },
  },
  {
    name: 'Fotobox',
    category: 'Unterhaltung',
    description: 'Preis nach Gästezahl',
    pricing: {
      unit: 'guest_tier_pricing',
      taxRate: 19,
      tiers: [
        { minGuests: 0, maxGuests: 50, netPrice: 300, grossPrice: g(300) },
        { minGuests: 51, maxGuests: 150, netPrice: 450, grossPrice: g(450) },
        { minGuests: 151, maxGuests: null, netPrice: 600, grossPrice: g(600) },
      ],
    },
  },
]

export const demoEvents = [
  {
    name: 'Hochzeit Schmidt',
    eventType: 'Hochzeit',
    status: 'confirmed',
    customer: 0,
    inDays: 60,
    deadlineInDays: 45,
    guests: 80,
    budgetCents: 1_500_000,
    contactPerson: 'Anna Schmidt',
    contactEmail: 'anna.schmidt@example.com',
    description: 'Sommerhochzeit im Grünen mit Empfang und Abendessen.',
  },
  {
    name: 'Firmenjubiläum Fischer',
    eventType: 'Jubiläum',
    status: 'draft',
    customer: 2,
    inDays: 90,
    deadlineInDays: 70,
    guests: 120,
    budgetCents: 2_000_000,
    contactPerson: 'Lea Fischer',
    contactEmail: 'lea.fischer@example.com',
    description: '25 Jahre Fischer Consulting.',
  },
  {
    name: 'Geburtstag Weber',
    eventType: 'Geburtstag',
    status: 'completed',
    customer: 1,
    inDays: -10,
    deadlineInDays: -20,
    guests: 30,
    budgetCents: 300_000,
    contactPerson: 'Jonas Weber',
    contactEmail: null,
    description: 'Der 40. Geburtstag.',
  },
  {
    name: 'Sommerfest Fischer',
    eventType: 'Firmenfeier',
    status: 'cancelled',
    customer: 2,
    inDays: 20,
    deadlineInDays: 5,
    guests: 200,
    budgetCents: 1_000_000,
    contactPerson: null,
    contactEmail: null,
    description: null,
  },
] as const

// Personal for the confirmed event: people without an account and their
// shifts (Berlin wall-clock start on the event day, length in hours); one
// shift is still open, so the page shows what an unstaffed shift looks like.
export const demoStaff = [
  {
    name: 'Lena Hoffmann',
    role: 'service',
    phone: '+49 170 1112233',
    email: 'lena.hoffmann@example.com',
    hourlyCostCents: 1500,
  },
  { name: 'Tom Becker', role: 'service', phone: '+49 171 2223344', email: null, hourlyCostCents: 1500 },
  {
    name: 'Aylin Demir',
    role: 'kitchen',
    phone: '+49 172 3334455',
    email: 'aylin.demir@example.com',
    hourlyCostCents: 1800,
  },
  { name: 'Max Krüger', role: 'bar', phone: '+49 173 4445566', email: null, hourlyCostCents: 1600 },
] as const

export const demoShifts: Array<{
  staff: number | null
  role: string
  from: string
  hours: number
  breakMinutes: number
}> = [
  { staff: 2, role: 'kitchen', from: '12:00', hours: 10, breakMinutes: 45 },
  { staff: 0, role: 'service', from: '16:00', hours: 7, breakMinutes: 30 },
  { staff: 1, role: 'service', from: '16:00', hours: 7, breakMinutes: 30 },
  { staff: null, role: 'service', from: '18:00', hours: 5, breakMinutes: 0 },
  { staff: 3, role: 'bar', from: '18:00', hours: 7, breakMinutes: 30 },
]

/** Kind, allergens (LMIV codes) and diet tags of the demo's food and drink services (only food carries allergens). */
export const demoKitchen: Record<string, { kind: 'food' | 'drink'; allergens: string[]; dietTags: string[] }> = {
  Hochzeitsmenü: { kind: 'food', allergens: ['gluten', 'eggs', 'milk', 'celery'], dietTags: [] },
  Kinderbuffet: { kind: 'food', allergens: ['gluten', 'milk'], dietTags: ['vegetarisch'] },
  Getränkepauschale: { kind: 'drink', allergens: [], dietTags: [] },
}
