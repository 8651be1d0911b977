// The tenant sidebar: the entries of docs/product.md §2.8, in that order,
// with 'Meine Aufgaben' (the signed-in planner's open tasks) after the events.
export const TENANT_NAV = [
  { to: '/tenant', label: 'Übersicht', icon: 'home' },
  { to: '/tenant/events', label: 'Veranstaltungen', icon: 'calendar-days' },
  { to: '/tenant/tasks', label: 'Meine Aufgaben', icon: 'check' },
  { to: '/tenant/customers', label: 'Endkunden', icon: 'users' },
  { to: '/tenant/templates', label: 'Vorlagen', icon: 'layout' },
  { to: '/tenant/services', label: 'Service-Katalog', icon: 'package' },
  { to: '/tenant/staff', label: 'Personal', icon: 'users' },
  { to: '/tenant/billing', label: 'Angebote & Rechnungen', icon: 'receipt' },
  { to: '/tenant/communication', label: 'Kommunikation', icon: 'message' },
  { to: '/tenant/calendar', label: 'Kalender', icon: 'calendar' },
  { to: '/tenant/analytics', label: 'Analytics', icon: 'chart' },
  { to: '/tenant/files', label: 'Dateien', icon: 'folder' },
  { to: '/tenant/settings', label: 'Einstellungen', icon: 'settings' },
  { to: '/tenant/integrations', label: 'Integrationen', icon: 'plug' },
] as const
