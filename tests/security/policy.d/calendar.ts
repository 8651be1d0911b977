import type { Entry, Form } from '../policy'
import { customer, staff, tokenPage } from '../rules'

// Calendar: the page and the feed settings are staff pages; the feed
// is reached with A's secret token (A's host and the apex, 404 on B's host);
// the customer's .ics is the signed-in customer's own event.

export const entries: Record<string, Entry> = {
  'tenant.calendar.tsx': { loader: staff(), query: () => 'month=2026-12&view=agenda&mine=1&status=confirmed' },
  'tenant.settings_.calendar.tsx': {
    loader: staff(),
    // B's staff may create their own feeds (B's rows) and set B's Bundesland; A's feed id is unknown to them
    action: (p, h, form) => {
      const base = staff({ action: true })(p, h)
      if (base === 'mutates' || base.status !== 200) return base
      if (form?.intent === 'create') return { status: 200 }
      if (form?.intent === 'bundesland') return p.startsWith('admin') ? { status: 302 } : { status: 403 }
      return { status: 404 }
    },
    forms: (a): Form[] => [
      { intent: 'create', scope: 'all' },
      { intent: 'create', scope: 'mine', include_tasks: 'on' },
      { intent: 'tasks', feed_id: a.calendarFeed.id, include_tasks: 'on' },
      { intent: 'revoke', feed_id: a.calendarFeed.id },
      { intent: 'regenerate', feed_id: a.calendarFeed.id },
      { intent: 'bundesland', bundesland: 'BY' },
    ],
  },
  'calendar.feed.$token.ts': {
    loader: tokenPage(200, 404),
    params: (a) => ({ token: `${a.calendarFeed.token}.ics` }),
    secret: true,
  },
  'customer-dashboard_.event[.ics].ts': { loader: customer() },
}
