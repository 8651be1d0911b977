import { berlinOffset } from '../event-dates'

// DATEV format (EXTF, version 700), category 21 "Buchungsstapel": the bookings
// of a period for the tax advisor. One header line, one line of column names,
// one line per booking; semicolons, decimal comma, CRLF. DATEV reads the file as
// Windows-1252 (ANSI): encode the string with encodeCp1252 (./cp1252.ts) for the download.

export type DatevBooking = {
  /** signed: positive books Konto in Soll (S), negative in Haben (H) */
  amountCents: number
  /** Konto, e.g. the customer's Debitor 10000 or the bank 1200 */
  account: string
  /** Gegenkonto (without BU key), e.g. revenue 8400 (SKR03, 19 %) */
  contraAccount: string
  /** BU-Schlüssel, only for accounts without automatic VAT */
  buKey?: string | null
  /** Belegdatum YYYY-MM-DD (written as DDMM) */
  date: string
  /** Belegfeld 1: the invoice number, the key of DATEV's open-item matching (OPOS) */
  documentNumber: string
  /** Belegfeld 2 (12 characters): a cancellation's own number, its Belegfeld 1 being the cancelled invoice */
  documentNumber2?: string | null
  /** Buchungstext (DATEV keeps 60 characters) */
  text: string
  /** Leistungsdatum YYYY-MM-DD */
  serviceDate?: string | null
  /** Datum Zuord. Steuerperiode YYYY-MM-DD: DATEV wants it whenever the Leistungsdatum is given */
  taxPeriodDate?: string | null
}

export type DatevMeta = {
  /** Beraternummer (1001 … 9999999) */
  consultantNumber: number
  /** Mandantennummer (1 … 99999) */
  clientNumber: number
  /** first day of the fiscal year, YYYY-MM-DD */
  fiscalYearStart: string
  /** Sachkontenlänge, usually 4 */
  accountLength: number
  /** the period, YYYY-MM-DD */
  from: string
  to: string
  /** Bezeichnung of the batch */
  label: string
  /** Diktatkürzel, two letters */
  initials?: string
  createdAt: Date
  /** Sachkontenrahmen: '03' SKR03 or '04' SKR04 */
  chartOfAccounts?: '03' | '04'
}

/** The 125 columns of a Buchungsstapel (format version 13), in DATEV's order. */
export const DATEV_COLUMNS: readonly string[] = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
  'Postensperre',
  'Diverse Adressnummer',
  'Geschäftspartnerbank',
  'Sachverhalt',
  'Zinssperre',
  'Beleglink',
  ...Array.from({ length: 8 }, (_, i) => [`Beleginfo - Art ${i + 1}`, `Beleginfo - Inhalt ${i + 1}`]).flat(),
  'KOST1 - Kostenstelle',
  'KOST2 - Kostenstelle',
  'Kost-Menge',
  'EU-Land u. UStID (Bestimmung)',
  'EU-Steuersatz (Bestimmung)',
  'Abw. Versteuerungsart',
  'Sachverhalt L+L',
  'Funktionsergänzung L+L',
  'BU 49 Hauptfunktionstyp',
  'BU 49 Hauptfunktionsnummer',
  'BU 49 Funktionsergänzung',
  ...Array.from({ length: 20 }, (_, i) => [
    `Zusatzinformation - Art ${i + 1}`,
    `Zusatzinformation - Inhalt ${i + 1}`,
  ]).flat(),
  'Stück',
  'Gewicht',
  'Zahlweise',
  'Forderungsart',
  'Veranlagungsjahr',
  'Zugeordnete Fälligkeit',
  'Skontotyp',
  'Auftragsnummer',
  'Buchungstyp',
  'USt-Schlüssel (Anzahlungen)',
  'EU-Land (Anzahlungen)',
  'Sachverhalt L+L (Anzahlungen)',
  'EU-Steuersatz (Anzahlungen)',
  'Erlöskonto (Anzahlungen)',
  'Herkunft-Kz',
  'Buchungs GUID',
  'KOST-Datum',
  'SEPA-Mandatsreferenz',
  'Skontosperre',
  'Gesellschaftername',
  'Beteiligtennummer',
  'Identifikationsnummer',
  'Zeichnernummer',
  'Postensperre bis',
  'Bezeichnung SoBil-Sachverhalt',
  'Kennzeichen SoBil-Buchung',
  'Festschreibung',
  'Leistungsdatum',
  'Datum Zuord. Steuerperiode',
  'Fälligkeit',
  'Generalumkehr (GU)',
  'Steuersatz',
  'Land',
  'Abrechnungsreferenz',
  'BVV-Position',
  'EU-Land u. UStID (Ursprung)',
  'EU-Steuersatz (Ursprung)',
  'Abw. Skontokonto',
]

const COLUMN = Object.fromEntries(DATEV_COLUMNS.map((name, i) => [name, i])) as Record<string, number>

/** The characters DATEV allows in Belegfeld 1 and 2. */
const belegfeld = (value: string) => value.replace(/[^A-Za-z0-9$&%*+\-/]/g, '')

/** Text field: in double quotes, quotes doubled, no line breaks, cut to `max`. */
function text(value: string, max = 60): string {
  return `"${value
    .replace(/\s*[\r\n;]+\s*/g, ' ')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .trim()
    .slice(0, max)
    .replace(/"/g, '""')}"`
}

const compact = (iso: string) => iso.replaceAll('-', '')
const ddmm = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}`
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`

/** 123456 → '1234,56' (decimal comma, no thousands separator, unsigned). */
export function datevAmount(cents: number): string {
  const abs = Math.abs(cents)
  return `${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`
}

/** Erzeugt am: German wall-clock time (CET/CEST), as DATEV shows it to the adviser. */
function timestamp(instant: Date): string {
  const date = new Date(instant.getTime() + berlinOffset(instant.getTime()))
  const p = (n: number, w = 2) => String(n).padStart(w, '0')
  return `${date.getUTCFullYear()}${p(date.getUTCMonth() + 1)}${p(date.getUTCDate())}${p(date.getUTCHours())}${p(date.getUTCMinutes())}${p(date.getUTCSeconds())}${p(date.getUTCMilliseconds(), 3)}`
}

function headerLine(meta: DatevMeta): string {
  return [
    '"EXTF"',
    '700',
    '21',
    '"Buchungsstapel"',
    '13',
    timestamp(meta.createdAt),
    '',
    '"RE"',
    '""',
    '""',
    String(meta.consultantNumber),
    String(meta.clientNumber),
    compact(meta.fiscalYearStart),
    String(meta.accountLength),
    compact(meta.from),
    compact(meta.to),
    text(meta.label, 30),
    text(meta.initials ?? '', 2),
    '1',
    '0',
    '0',
    '"EUR"',
    '',
    '""',
    '',
    '',
    `"${meta.chartOfAccounts ?? '03'}"`,
    '',
    '',
    '""',
    '""',
  ].join(';')
}

function bookingLine(b: DatevBooking): string {
  const cells: string[] = DATEV_COLUMNS.map(() => '')
  cells[COLUMN['Umsatz (ohne Soll/Haben-Kz)']] = datevAmount(b.amountCents)
  cells[COLUMN['Soll/Haben-Kennzeichen']] = b.amountCents < 0 ? '"H"' : '"S"'
  cells[COLUMN['WKZ Umsatz']] = '"EUR"'
  cells[COLUMN['Konto']] = b.account
  cells[COLUMN['Gegenkonto (ohne BU-Schlüssel)']] = b.contraAccount
  if (b.buKey) cells[COLUMN['BU-Schlüssel']] = text(b.buKey, 4)
  cells[COLUMN['Belegdatum']] = ddmm(b.date)
  cells[COLUMN['Belegfeld 1']] = text(belegfeld(b.documentNumber), 36)
  const second = belegfeld(b.documentNumber2 ?? '')
  if (second && second.length <= 12) cells[COLUMN['Belegfeld 2']] = text(second, 12)
  cells[COLUMN['Buchungstext']] = text(b.text)
  if (b.serviceDate) {
    cells[COLUMN['Leistungsdatum']] = ddmmyyyy(b.serviceDate)
    cells[COLUMN['Datum Zuord. Steuerperiode']] = ddmmyyyy(b.taxPeriodDate ?? b.serviceDate)
  }
  return cells.join(';')
}

/** The two lines before the bookings (EXTF header, column names), CRLF-terminated. */
export function datevHeaderLines(meta: DatevMeta): string {
  return `${headerLine(meta)}\r\n${DATEV_COLUMNS.join(';')}\r\n`
}

/** Booking lines (CRLF-terminated), for a file written in parts; zero amounts are left out. */
export function datevBookingLines(bookings: DatevBooking[]): string {
  return bookings
    .filter((b) => b.amountCents !== 0)
    .map((b) => `${bookingLine(b)}\r\n`)
    .join('')
}

/** The EXTF Buchungsstapel as text (CRLF lines); bookings outside meta.from … meta.to are the caller's to leave out. */
export function datevExtfCsv(bookings: DatevBooking[], meta: DatevMeta): string {
  return datevHeaderLines(meta) + datevBookingLines(bookings)
}
