import { buttonClass } from '~/components/ui/button'

/** 'CSV exportieren': a plain download link of the list with its current search (and status filter). */
export function CsvExportLink({
  kind,
  q = '',
  state = '',
  label = 'CSV exportieren',
}: {
  kind: string
  q?: string
  state?: string
  label?: string
}) {
  const query = new URLSearchParams()
  if (q) query.set('q', q)
  if (state) query.set('state', state)
  const search = query.toString()
  const href = `/tenant/export/${kind}.csv${search ? `?${search}` : ''}`
  return (
    <a href={href} download className={buttonClass('outline', 'sm')}>
      {label}
    </a>
  )
}
