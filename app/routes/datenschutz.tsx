import type { MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { SiteFooter } from '~/components/site-footer'
import { CANCELLATION_GRACE_DAYS, ERASURE_GRACE_DAYS } from '~/domain/retention'
import { platformImprint } from '~/utils/platform-imprint.server'

export const meta: MetaFunction = () => [{ title: 'Datenschutz – Festplan' }]

export async function loader() {
  const i = platformImprint()
  return { operator: i.name ? { name: i.name, address: i.address, email: i.email } : null }
}

export default function Datenschutz() {
  const { operator } = useLoaderData<typeof loader>()
  return (
    <div className="flex min-h-screen flex-col">
      <main className="mx-auto w-full max-w-3xl flex-1 space-y-4 p-6">
        <p className="text-sm">
          <Link to="/" className="underline underline-offset-4">
            Festplan
          </Link>
        </p>
        <h1 className="text-2xl font-bold">Datenschutzerklärung</h1>
        <h2 className="text-lg font-semibold">1. Verantwortlicher</h2>
        {operator ? (
          <p>
            {operator.name}, {operator.address.join(', ')}
            {operator.email ? `, E-Mail: ${operator.email}` : ''} (siehe{' '}
            <Link to="/impressum" className="underline">
              Impressum
            </Link>
            ).
          </p>
        ) : (
          <p>
            Der Betreiber dieser Installation (siehe{' '}
            <Link to="/impressum" className="underline">
              Impressum
            </Link>
            ).
          </p>
        )}
        <p>
          Für die Daten der Endkunden eines Veranstalters ist der jeweilige Veranstalter verantwortlich; Festplan
          verarbeitet sie in seinem Auftrag (Art. 28 DSGVO).
        </p>
        <h2 className="text-lg font-semibold">2. Welche Daten wir verarbeiten</h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Konten der Veranstalter: Name, Firma, E-Mail-Adresse, Passwort (nur als Argon2id-Hash), Anmeldezeitpunkte.
          </li>
          <li>
            Endkunden: Name, E-Mail-Adresse, Telefon, Firma, Rechnungsadresse, Veranstaltungen, Auswahl,
            Angebotsanfragen, Nachrichten und Dateien.
          </li>
          <li>
            Technisch: eine Sitzung pro Anmeldung (Cookie mit zufälliger Kennung, nur ihr Hash wird gespeichert) und für
            den Schutz vor Missbrauch die IP-Adresse in Zählern für Anmeldeversuche.
          </li>
        </ul>
        <h2 className="text-lg font-semibold">3. Zwecke und Rechtsgrundlagen</h2>
        <p>
          Bereitstellung der Plattform und Erfüllung der Verträge (Art. 6 Abs. 1 lit. b DSGVO), gesetzliche
          Aufbewahrungspflichten für Rechnungen (Art. 6 Abs. 1 lit. c DSGVO i. V. m. § 147 AO, § 14b UStG) und die
          Sicherheit des Dienstes (Art. 6 Abs. 1 lit. f DSGVO). Es gibt keine Werbe- oder Analyse-Cookies und kein
          Tracking.
        </p>
        <h2 className="text-lg font-semibold">4. Speicherdauer</h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Abgelaufene Sitzungen, Login-Links und Einladungen werden spätestens eine Woche nach Ablauf gelöscht,
            unbestätigte Registrierungen nach 48 Stunden.
          </li>
          <li>
            Verlangt ein Endkunde die Löschung, werden seine personenbezogenen Daten nach Bestätigung durch den
            Veranstalter, spätestens nach {ERASURE_GRACE_DAYS} Tagen gelöscht.
          </li>
          <li>Kündigt ein Veranstalter, werden seine Daten nach {CANCELLATION_GRACE_DAYS} Tagen gelöscht.</li>
          <li>Rechnungen und ihre Positionen werden 10 Jahre aufbewahrt und danach gelöscht.</li>
        </ul>
        <h2 className="text-lg font-semibold">5. Empfänger</h2>
        <p>
          Hosting in einem Rechenzentrum in Frankfurt am Main; E-Mails werden über einen E-Mail-Versanddienst
          zugestellt. Beide sind als Auftragsverarbeiter vertraglich gebunden. Eine Übermittlung an Dritte zu anderen
          Zwecken findet nicht statt.
        </p>
        <h2 className="text-lg font-semibold">6. Ihre Rechte</h2>
        <p>
          Sie haben das Recht auf Auskunft (Art. 15), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung (Art.
          18), Datenübertragbarkeit (Art. 20) und Widerspruch (Art. 21 DSGVO) sowie das Recht auf Beschwerde bei einer
          Aufsichtsbehörde. Endkunden laden ihre Daten im Kundenportal unter „Meine Daten“ herunter und verlangen dort
          die Löschung; Veranstalter exportieren unter Einstellungen → Konto &amp; Daten alle Daten ihres Mandanten.
        </p>
      </main>
      <SiteFooter />
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
