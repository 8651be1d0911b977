import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AgendaList } from './agenda-list'
import type { EntryView } from './calendar-entry'
import { MonthGrid } from './month-grid'
import { monthGrid } from '~/domain/calendar/month'
import { KeptMarkupProvider, type MarkupOf } from '~/utils/kept-markup'
import { keptMarkup } from '~/utils/kept-markup.server'

// The calendar's kept markup (the month grid's weeks, the agenda's entries) is
// exactly what React renders itself, so the browser's hydration matches, and a
// week is rendered again when anything it shows changes, and only then.

const weeks = monthGrid({ year: 2026, month: 12 })
const gala: EntryView = {
  kind: 'event',
  title: 'Gala „Grün & Weiß“ <b>',
  href: '/tenant/events/g',
  status: 'confirmed',
}
const ball: EntryView = { kind: 'event', title: 'Ball', href: '/tenant/events/b', status: 'cancelled' }
const deadline: EntryView = { kind: 'deadline', title: 'Frist: Ball', href: '/tenant/events/b', status: 'cancelled' }
const invoice: EntryView = {
  kind: 'invoice-due',
  title: 'Rechnung fällig: R-1',
  href: '/tenant/invoices/i',
  status: null,
}

type Month = {
  today: string
  entries: Record<string, EntryView[]>
  totals: Record<string, number>
  holidays: Record<string, string[]>
  dayBase: string
}
const december: Month = {
  today: '2026-11-28',
  entries: { '2026-12-12': [ball, gala], '2026-12-14': [invoice], '2026-12-24': [deadline] },
  totals: { '2026-12-12': 7, '2026-12-14': 1, '2026-12-24': 1 },
  holidays: { '2026-12-25': ['1. Weihnachtstag'] },
  dayBase: '/tenant/calendar?month=2026-12',
}

function Page(month: Month) {
  return (
    <>
      <MonthGrid weeks={weeks} {...month} onLinkClick={() => {}} />
      <AgendaList
        days={Object.keys(month.entries)}
        today={month.today}
        entries={month.entries}
        holidays={month.holidays}
        label="Einträge im Dezember 2026"
        onLinkClick={() => {}}
      />
    </>
  )
}

const asBrowser = (month: Month) => renderToString(<Page {...month} />)

/** The server's render with kept markup, counting what had to be rendered. */
function server() {
  const kept = keptMarkup()
  const rendered: string[] = []
  const markupOf: MarkupOf = (key, render) => kept(key, () => (rendered.push(key.split('\n')[0]!), render()))
  const serve = (month: Month) => {
    rendered.length = 0
    return renderToString(
      <KeptMarkupProvider value={markupOf}>
        <Page {...month} />
      </KeptMarkupProvider>,
    )
  }
  return { serve, rendered }
}

describe('the calendar’s kept markup', () => {
  it('is the markup React renders itself, escaping and counts included', () => {
    const { serve } = server()
    const html = serve(december)
    expect(html).toBe(asBrowser(december))
    expect(html).toContain(
      '<span>Gala „Grün &amp; Weiß“ &lt;b&gt;</span><span class="cal-entry-status">· Bestätigt</span>',
    )
    expect(html).toContain('<span class="line-through">Ball</span>')
    expect(html).toContain(
      'href="/tenant/calendar?month=2026-12&amp;day=2026-12-12" data-discover="true" class="cal-more">+5 weitere</a>',
    )
    expect(html).toContain('title="1. Weihnachtstag">1. Weihnachtstag</p>')
    // the same month again: the same page, nothing rendered again
    expect(serve(december)).toBe(html)
  })

  it('renders a week and an entry once while they stay the same, and again for every change', () => {
    const { serve, rendered } = server()
    serve(december)
    // five weeks (30 November to 3 January) and four agenda entries
    expect(rendered.filter((name) => name === 'calendar-week')).toHaveLength(5)
    expect(rendered.filter((name) => name === 'agenda-entry')).toHaveLength(4)
    serve(december)
    expect(rendered).toEqual([])

    const changes: Month[] = [
      { ...december, entries: { ...december.entries, '2026-12-12': [ball, { ...gala, status: 'completed' }] } },
      { ...december, totals: { ...december.totals, '2026-12-12': 8 } },
      { ...december, holidays: { ...december.holidays, '2026-12-09': ['Probe'] } },
      { ...december, today: '2026-12-10' },
      { ...december, dayBase: '/tenant/calendar?month=2026-12&mine=1' },
    ]
    for (const month of changes) {
      const html = serve(month)
      expect(html).toBe(asBrowser(month))
      expect(rendered).toContain('calendar-week')
    }
    // a new today renders only its week: 7–13 December
    serve({ ...december, today: '2026-12-11' })
    expect(rendered).toEqual(['calendar-week'])
    expect(serve({ ...december, today: '2026-12-11' })).toContain('aria-current="date"')
  })
})
