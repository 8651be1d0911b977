import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MonthGrid } from '~/components/calendar/month-grid'
import { monthGrid } from '~/domain/calendar/month'

// The month grid as the server renders it: a cell's entries are plain links to
// their page, a cancelled event is struck through (and only it), '+N weitere'
// and the day's number lead to the day's list.

const dayBase = '/tenant/calendar?month=2026-12'
const dayHref = (ymd: string) => `${dayBase}&day=${ymd}`

function cellOf(html: string, ymd: string) {
  const start = html.indexOf(`data-day="${ymd}"`)
  return html.slice(start, html.indexOf('</td>', start))
}

describe('month grid', () => {
  it('links each shown entry, strikes through a cancelled event only, and counts the rest', () => {
    const html = renderToStaticMarkup(
      createElement(MonthGrid, {
        weeks: monthGrid({ year: 2026, month: 12 }),
        today: '2026-12-01',
        entries: {
          '2026-12-12': [
            { kind: 'event', title: 'Ball', href: '/tenant/events/a', status: 'cancelled' },
            { kind: 'event', title: 'Gala', href: '/tenant/events/b', status: 'confirmed' },
          ],
          '2026-12-14': [
            {
              kind: 'invoice-due',
              title: 'Rechnung fällig: R-1 Gala',
              href: '/tenant/invoices/i',
              status: null,
            },
          ],
        },
        totals: { '2026-12-12': 5, '2026-12-14': 1 },
        holidays: {},
        dayBase,
        onLinkClick: () => {},
      }),
    )
    const crowded = cellOf(html, '2026-12-12')
    expect(crowded).toContain(
      '<a href="/tenant/events/a" data-discover="true" data-entry-kind="event" data-status="cancelled"',
    )
    expect(crowded).toContain('<span class="line-through">Ball</span>')
    expect(crowded).toContain('<span>Gala</span>')
    expect(crowded).toContain('title="Gala (Bestätigt)"')
    expect(crowded).toContain(
      `<a href="${dayHref('2026-12-12').replace('&', '&amp;')}" data-discover="true" class="cal-more">+3 weitere</a>`,
    )
    expect(crowded).toContain('aria-label="Samstag, 12. Dezember 2026"')
    const billing = cellOf(html, '2026-12-14')
    expect(billing).toContain('<span>Rechnung fällig: R-1 Gala</span>')
    expect(billing).not.toContain('weitere')
    expect(html.match(/line-through/g)).toHaveLength(1)
  })
})
