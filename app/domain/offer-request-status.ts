// Offer request states in German (billing list and event page).
export const OFFER_STATUS_LABELS: Record<string, string> = { open: 'Offen', accepted: 'Angenommen', declined: 'Abgelehnt', withdrawn: 'Zurückgezogen' }

export function offerStatusLabel(status: string) {
  return OFFER_STATUS_LABELS[status] ?? status
}
