// The three monthly plans (docs/product.md §1.4) and their limits.
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
    features: [
      'Alles aus Pro',
      'Unbegrenzte Kontakte',
      'White-Label',
      'Priority-Support',
      'Individuelle Integrationen',
    ],
  },
] as const

export type PlanId = (typeof PLANS)[number]['id']

const GB = 1024 ** 3

/** What each plan allows (docs/features/plans-and-privacy.md): enforced on the server at the moment of a write. */
export const PLAN_LIMITS: Record<
  PlanId,
  { activeEvents: number; customers: number; storageBytes: number; api: boolean; whiteLabel: boolean }
> = {
  starter: { activeEvents: 10, customers: 100, storageBytes: 1 * GB, api: false, whiteLabel: false },
  pro: { activeEvents: Infinity, customers: 1_000, storageBytes: 10 * GB, api: true, whiteLabel: false },
  business: { activeEvents: Infinity, customers: Infinity, storageBytes: 50 * GB, api: true, whiteLabel: true },
}

/** The plan whose limits apply: a tenant in its trial (or without a plan) counts as Pro. */
export function effectivePlanId(tenant: { status: string; plan: string | null }): PlanId {
  if (tenant.status === 'trial_active' || tenant.status === 'trial_expired') return 'pro'
  if (tenant.plan === 'starter' || tenant.plan === 'pro' || tenant.plan === 'business') return tenant.plan
  return 'pro'
}

export function planLimits(tenant: { status: string; plan: string | null }) {
  return PLAN_LIMITS[effectivePlanId(tenant)]
}

export function planName(id: PlanId) {
  return PLANS.find((p) => p.id === id)!.name
}

const de = new Intl.NumberFormat('de-DE')

export type LimitKind = 'activeEvents' | 'customers'

/** The German refusal when a write would pass the plan's limit. */
export function limitMessage(kind: LimitKind, planId: PlanId, limit: number) {
  const plan = planName(planId)
  if (kind === 'activeEvents') {
    return `Ihr Tarif ${plan} erlaubt höchstens ${de.format(limit)} aktive Veranstaltungen (nicht abgeschlossen oder abgesagt), und dieses Limit ist erreicht. Schließen Sie eine Veranstaltung ab oder wechseln Sie den Tarif unter Einstellungen → Abo.`
  }
  return `Ihr Tarif ${plan} erlaubt höchstens ${de.format(limit)} Endkunden, und dieses Limit ist erreicht. Wechseln Sie den Tarif unter Einstellungen → Abo.`
}

/** Statuses that count against the active-events limit. */
export const ACTIVE_EVENT_STATUSES = ['draft', 'confirmed', 'active'] as const

export const UPGRADE_PATH = '/tenant/settings/plan'

/** The guard a write passes to the model: which plan and which limit apply. */
export function planGuard(tenant: { status: string; plan: string | null }, kind: LimitKind) {
  const planId = effectivePlanId(tenant)
  return { planId, limit: PLAN_LIMITS[planId][kind] }
}
