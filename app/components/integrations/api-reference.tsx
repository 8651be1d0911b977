import type { ApiReference, RefField } from '~/services/api/openapi-reference'

// The API reference (server-rendered from the OpenAPI document, no JS needed).

function FieldTable({ caption, fields }: { caption: string; fields: RefField[] }) {
  if (!fields.length) return null
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-1 pr-3">
              Feld
            </th>
            <th scope="col" className="py-1 pr-3">
              Typ
            </th>
            <th scope="col" className="py-1 pr-3">
              Pflicht
            </th>
            <th scope="col" className="py-1">
              Hinweis
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((f) => (
            <tr key={f.name} className="border-b align-top">
              <td className="py-1 pr-3 font-mono">{f.name}</td>
              <td className="py-1 pr-3 font-mono text-xs">{f.type}</td>
              <td className="py-1 pr-3">{f.required ? 'ja' : 'nein'}</td>
              <td className="py-1">{f.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function ApiOperations({ reference }: { reference: ApiReference }) {
  const bodies = new Map(reference.schemas.map((s) => [s.name, s]))
  return (
    <section aria-labelledby="api-endpoints" className="space-y-6">
      <h2 id="api-endpoints" className="text-xl font-semibold">
        Endpunkte
      </h2>
      <ul className="list-inside list-disc text-sm">
        {reference.operations.map((op) => (
          <li key={op.id}>
            <a href={`#${op.id}`} className="underline underline-offset-4">
              <span className="font-mono">
                {op.method} {op.path}
              </span>
            </a>{' '}
            – {op.summary}
          </li>
        ))}
      </ul>
      {reference.operations.map((op) => (
        <article key={op.id} id={op.id} className="space-y-2 rounded-md border p-4">
          <h3 className="font-mono text-base font-semibold">
            {op.method} {op.path}
          </h3>
          <p className="text-sm">{op.summary}</p>
          <FieldTable caption={`Parameter von ${op.method} ${op.path}`} fields={op.params} />
          {op.body ? (
            <>
              <h4 className="text-sm font-semibold">JSON-Inhalt ({op.body})</h4>
              <FieldTable caption={`Felder von ${op.body}`} fields={bodies.get(op.body)?.fields ?? []} />
            </>
          ) : null}
          <h4 className="text-sm font-semibold">Antworten</h4>
          <ul className="text-sm">
            {op.answers.map((a) => (
              <li key={a.status}>
                <span className="font-mono">{a.status}</span> {a.text}
              </li>
            ))}
          </ul>
        </article>
      ))}
    </section>
  )
}

export function ApiSchemas({ reference }: { reference: ApiReference }) {
  return (
    <section aria-labelledby="api-schemas" className="space-y-4">
      <h2 id="api-schemas" className="text-xl font-semibold">
        Datenformate
      </h2>
      {reference.schemas.map((s) => (
        <article key={s.name} id={`schema-${s.name}`} className="space-y-2">
          <h3 className="font-mono text-base font-semibold">{s.name}</h3>
          {s.description ? <p className="text-sm">{s.description}</p> : null}
          <FieldTable caption={`Felder von ${s.name}`} fields={s.fields} />
        </article>
      ))}
    </section>
  )
}

export function ApiWebhooks({ reference }: { reference: ApiReference }) {
  return (
    <section aria-labelledby="api-webhooks" className="space-y-2">
      <h2 id="api-webhooks" className="text-xl font-semibold">
        Webhooks
      </h2>
      <p className="text-sm">
        Festplan sendet per POST <code>{'{ "type", "timestamp", "data" }'}</code> mit den Kopfzeilen{' '}
        <code>webhook-id</code>, <code>webhook-timestamp</code> und <code>webhook-signature</code> (Standard Webhooks).{' '}
        <code>data</code> hat das Format des jeweiligen Datensatzes:
      </p>
      <ul className="list-inside list-disc text-sm">
        {reference.webhooks.map((w) => (
          <li key={w.type}>
            <code>{w.type}</code> – {w.summary},{' '}
            <a href={`#schema-${w.data}`} className="underline underline-offset-4">
              {w.data}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
