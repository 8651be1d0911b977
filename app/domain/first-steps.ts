// First steps of a new tenant (docs/features/first-steps.md): a checklist that ticks
// itself from the tenant's data. Pure; the counts come from the model.

export type FirstStepsFacts = {
  services: boolean
  templates: boolean
  customers: boolean
  events: boolean
  accessSent: boolean
}

export type FirstStep = { key: keyof FirstStepsFacts; label: string; text: string; to: string; done: boolean }

const STEPS: Array<Omit<FirstStep, 'done'>> = [
  {
    key: 'services',
    label: 'Services anlegen',
    text: 'Legen Sie Ihre Leistungen mit Preisen an.',
    to: '/tenant/services/new',
  },
  {
    key: 'templates',
    label: 'Vorlage bauen',
    text: 'Stellen Sie Ihre Services in Modulen zu einer Vorlage zusammen.',
    to: '/tenant/templates/new',
  },
  {
    key: 'customers',
    label: 'Kunden anlegen',
    text: 'Legen Sie Ihren ersten Endkunden an.',
    to: '/tenant/customers/new',
  },
  {
    key: 'events',
    label: 'Veranstaltung erstellen',
    text: 'Erstellen Sie eine Veranstaltung mit Vorlage und Kunde.',
    to: '/tenant/events/new',
  },
  {
    key: 'accessSent',
    label: 'Zugang senden',
    text: 'Senden Sie Ihrem Kunden seinen Login-Link von der Veranstaltungsseite.',
    to: '/tenant/events',
  },
]

export function firstSteps(facts: FirstStepsFacts): FirstStep[] {
  return STEPS.map((step) => ({ ...step, done: facts[step.key] }))
}

/** A new account is one that has not finished its first steps yet. */
export function isNewAccount(facts: FirstStepsFacts) {
  return !firstSteps(facts).every((s) => s.done)
}

/** 'Willkommen' for a new account, 'Willkommen zurück' once the first steps are done. */
export function greeting(facts: FirstStepsFacts, fullName: string | null | undefined) {
  const name = fullName?.trim()
  return `${isNewAccount(facts) ? 'Willkommen' : 'Willkommen zurück'}${name ? `, ${name}` : ''}!`
}
