// The three monthly plans of SPEC § 1 (marketing; enforcement not specified).
export const PLANS = [
  {
    id: 'starter',
    name: 'Starter',
    priceEuros: 29,
    popular: false,
    features: ['Bis zu 10 aktive Events', '100 Endkunden-Kontakte', 'Basis-Vorlagen', 'E-Mail-Support'],
  },
  {
    id: 'pro',
    name: 'Pro',
    priceEuros: 79,
    popular: true,
    features: ['Unbegrenzte Events', '1.000 Kontakte', 'Erweiterte Vorlagen', 'Telefon-Support', 'API-Zugang'],
  },
  {
    id: 'business',
    name: 'Business',
    priceEuros: 149,
    popular: false,
    features: ['Alles aus Pro', 'Unbegrenzte Kontakte', 'White-Label', 'Priority-Support', 'Individuelle Integrationen'],
  },
] as const
