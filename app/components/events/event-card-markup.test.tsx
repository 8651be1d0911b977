import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { EventCard, type EventCardData } from './event-card'
import { KeptMarkupList, KeptMarkupProvider } from '~/utils/kept-markup'
import { keptMarkup } from '~/utils/kept-markup.server'

// The server's kept item markup is exactly what React renders for the items
// itself (so the browser's hydration matches), follows every change of an
// item, and is rendered once per distinct item.

const base: EventCardData = {
  id: 'e1',
  name: 'Sommerfest „Grün & Weiß“',
  eventType: 'Firmenfeier',
  status: 'confirmed',
  eventDate: Date.UTC(2026, 11, 24, 17),
  deadlineAt: Date.UTC(2026, 11, 1, 10),
  deadlineExpired: true,
  guestCount: 1200,
  budgetCents: 1_234_567,
  description: 'Mit <script>alert(1)</script> im Text',
  customerName: 'Müller GmbH',
  templateName: null,
  plannerName: '',
}
const second: EventCardData = {
  ...base,
  id: 'e2',
  name: 'Weihnachtsfeier',
  status: 'draft',
  eventDate: null,
  deadlineAt: null,
  deadlineExpired: false,
  guestCount: null,
  budgetCents: null,
  description: null,
  customerName: null,
}

let renders = 0
function Grid({ events, search = '' }: { events: EventCardData[]; search?: string }) {
  return (
    <KeptMarkupList
      name="event-card"
      className="grid"
      items={events}
      keyOf={(event) => `${search}\n${JSON.stringify(event)}`}
      render={(event) => {
        renders++
        return <EventCard key={event.id} event={event} search={search} onLinkClick={() => {}} />
      }}
    />
  )
}

const asBrowser = (events: EventCardData[], search?: string) => renderToString(<Grid events={events} search={search} />)
const onServer = (markupOf: ReturnType<typeof keptMarkup>, events: EventCardData[], search?: string) =>
  renderToString(
    <KeptMarkupProvider value={markupOf}>
      <Grid events={events} search={search} />
    </KeptMarkupProvider>,
  )

describe('kept item markup', () => {
  it('is the markup React renders for the items itself, escaping included', () => {
    const markupOf = keptMarkup()
    const served = onServer(markupOf, [base, second], '?q=fest')
    expect(served).toBe(asBrowser([base, second], '?q=fest'))
    expect(served).toContain('Sommerfest „Grün &amp; Weiß“')
    expect(served).toContain('Mit &lt;script&gt;alert(1)&lt;/script&gt; im Text')
    expect(served).toContain('href="/tenant/events/e1/delete?q=fest"')
    // kept: the same page again is the same markup
    expect(onServer(markupOf, [base, second], '?q=fest')).toBe(served)
  })

  it('renders an item once while it stays the same, and again for every change', () => {
    const markupOf = keptMarkup()
    renders = 0
    onServer(markupOf, [base, second])
    onServer(markupOf, [base, second])
    expect(renders).toBe(2)
    const renamed = onServer(markupOf, [{ ...base, name: 'Sommerfest 2027' }, second])
    expect(renders).toBe(3)
    expect(renamed).toContain('Sommerfest 2027')
    expect(renamed).not.toContain('Grün')
    // the deadline passing changes the card (its badge) and so its key
    const open = onServer(markupOf, [{ ...base, deadlineExpired: false }])
    expect(renders).toBe(4)
    expect(open).not.toContain('Frist abgelaufen')
    expect(onServer(markupOf, [base])).toContain('Frist abgelaufen')
    // another search: the delete link carries it
    expect(onServer(markupOf, [second], '?page=2')).toContain('href="/tenant/events/e2/delete?page=2"')
    expect(renders).toBe(5)
  })

  it('keeps at most the given size, the least recently shown give way, and does not keep a very large item', () => {
    // each card here is about 2,000 characters of key and HTML: room for two
    const markupOf = keptMarkup({ maxChars: 4_500 })
    renders = 0
    onServer(markupOf, [base, second])
    onServer(markupOf, [base]) // shown again: now the most recent
    onServer(markupOf, [{ ...base, id: 'e3' }]) // a third: 'second' gives way, not 'base'
    expect(renders).toBe(3)
    onServer(markupOf, [base])
    expect(renders).toBe(3)
    onServer(markupOf, [second])
    expect(renders).toBe(4)
    // a card over the item limit is rendered every time, and right
    const long = { ...base, id: 'e4', description: 'Viel Text '.repeat(2_000) }
    const large = keptMarkup({ maxItemChars: 16_000 })
    renders = 0
    const first = onServer(large, [long])
    expect(onServer(large, [long])).toBe(first)
    expect(renders).toBe(2)
    expect(first).toBe(asBrowser([long]))
  })
})
