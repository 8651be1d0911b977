/** Copyable curl examples for the API. */
export function ApiExamples({ apiBase }: { apiBase: string }) {
  const examples = [
    {
      title: 'Events auflisten (50 pro Seite)',
      code: `curl -H "Authorization: Bearer fp_live_…" "${apiBase}/events?limit=50"`,
    },
    {
      title: 'Festgeschriebene Rechnungen als XRechnung laden',
      code: `curl -H "Authorization: Bearer fp_live_…" "${apiBase}/invoices?status=final"\ncurl -H "Authorization: Bearer fp_live_…" -o rechnung.xml "${apiBase}/invoices/ID/xml"`,
    },
    {
      title: 'Einen Kunden anlegen',
      code: `curl -X POST -H "Authorization: Bearer fp_live_…" -H "Content-Type: application/json" \\\n  -d '{"name":"Erika Muster","email":"erika@example.org"}' ${apiBase}/customers`,
    },
  ]
  return (
    <section className="space-y-3" aria-labelledby="api-examples">
      <h2 id="api-examples" className="text-lg font-semibold">
        Beispiele
      </h2>
      {examples.map((e) => (
        <figure key={e.title} className="space-y-1">
          <figcaption className="text-sm font-medium">{e.title}</figcaption>
          {/* scrolls sideways on narrow screens: focusable, so the keyboard can scroll it too */}
          <pre tabIndex={0} className="overflow-x-auto rounded-md bg-muted p-3 text-xs">
            <code>{e.code}</code>
          </pre>
        </figure>
      ))}
      <p className="text-sm">
        Ressourcen: <code>/events</code>, <code>/customers</code>, <code>/services</code>, <code>/templates</code>,{' '}
        <code>/offer-requests</code>, <code>/offers</code>, <code>/invoices</code> (Listen mit <code>limit</code> und{' '}
        <code>cursor</code>; Rechnungen auch als <code>/pdf</code> und <code>/xml</code>).
      </p>
    </section>
  )
}
