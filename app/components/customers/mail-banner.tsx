/** Tells the truth about where login mails go (Resend vs. the local outbox, docs/contracts.md §3). */
export function MailBanner({ mode }: { mode: 'resend' | 'outbox' }) {
  return (
    <div role="note" className="rounded-md border border-sky-300 bg-sky-50 p-4 text-sm text-sky-900">
      {mode === 'resend' ? (
        <p>
          Hinweis: E-Mails können nur an die eigene Adresse des Kontoinhabers gesendet werden, bis beim E-Mail-Anbieter
          eine Versand-Domain verifiziert ist.
        </p>
      ) : (
        <p>
          Hinweis: Es ist kein E-Mail-Dienst eingerichtet. E-Mails werden nicht versendet, sondern im lokalen
          Postausgang (Outbox) des Servers abgelegt.
        </p>
      )}
    </div>
  )
}
