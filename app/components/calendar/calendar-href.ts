// Links within the calendar page keep its filters (docs/contracts.md §8: ?month=&view=&mine=1&status=).
export type CalendarParams = {
  month: string
  view: 'month' | 'agenda' | null
  mine: boolean
  status: string | null
  day?: string | null
}

export function calendarHref(p: CalendarParams) {
  const q = new URLSearchParams({ month: p.month })
  if (p.view) q.set('view', p.view)
  if (p.mine) q.set('mine', '1')
  if (p.status) q.set('status', p.status)
  if (p.day) q.set('day', p.day)
  return `/tenant/calendar?${q}`
}
