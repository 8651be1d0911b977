import { berlinOffset } from '../event-dates'
import type { BillingDocument, VatRate } from './document'
import { computeTotals } from './totals'

// DATEV format (EXTF, version 700), category 21 "Buchungsstapel": the bookings
// of a period for the tax advisor. One header line, one line of column names,
// one line per booking; semicolons, decimal comma, CRLF. DATEV reads the file as
// Windows-1252 (ANSI): encode the string with encodeCp1252 for the download.

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

export type ChartOfAccounts = '03' | '04'

/**
 * The accounts of the two standard charts. Revenue and received deposits are
 * automatic accounts (DATEV computes the VAT): their bookings carry no
 * BU-Schlüssel. A deposit invoice is booked as a received deposit
 * ("erhaltene, versteuerte Anzahlungen"), not as revenue; the final invoice
 * books the whole job as revenue and moves the deducted deposits back off the
 * deposit account (docs/decisions/128m-datev-bookings.md).
 */
export const CHART_ACCOUNTS: Record<
  ChartOfAccounts,
  {
    revenue: Record<VatRate | 'smallBusiness', string>
    deposits: Record<VatRate | 'smallBusiness', string>
    bank: string
  }
> = {
  '03': {
    revenue: { 19: '8400', 7: '8300', 0: '8120', smallBusiness: '8195' },
    deposits: { 19: '1718', 7: '1711', 0: '1710', smallBusiness: '1710' },
    bank: '1200',
  },
  '04': {
    revenue: { 19: '4400', 7: '4300', 0: '4120', smallBusiness: '4185' },
    deposits: { 19: '3272', 7: '3260', 0: '3250', smallBusiness: '3250' },
    bank: '1800',
  },
}

/** Revenue accounts with automatic VAT (SKR03 / SKR04). */
export const REVENUE_ACCOUNTS: Record<ChartOfAccounts, Record<VatRate | 'smallBusiness', string>> = {
  '03': CHART_ACCOUNTS['03'].revenue,
  '04': CHART_ACCOUNTS['04'].revenue,
}

/** The first debtor number of a tenant's customers; 10000 collects invoices without a customer. */
export const COLLECTIVE_DEBTOR = 10000

export type InvoiceBookingAccounts = {
  /** the customer's Debitor, e.g. '10001' */
  customerAccount: string
  chartOfAccounts?: ChartOfAccounts
  /** for a cancellation: the kind of the invoice it cancels ('deposit' books back on the deposit account) */
  cancelledKind?: string | null
}

const isDepositDocument = (doc: BillingDocument, accounts: InvoiceBookingAccounts) =>
  doc.kind === 'deposit_invoice' || (doc.kind === 'cancellation' && accounts.cancelledKind === 'deposit')

/**
 * An invoice as bookings, per VAT rate the gross amount, customer account
 * against the revenue account (a deposit invoice: against the received-deposit
 * account). A final invoice adds, per deducted deposit and rate, the deposit's
 * gross back from the deposit account. A cancellation books exactly the
 * negation of what it cancels, under the cancelled invoice's number in
 * Belegfeld 1 (so DATEV's open-item matching clears both) and its own in
 * Belegfeld 2. Leistungsdatum and Datum Zuord. Steuerperiode: the service date;
 * for deposits (taxed when invoiced and paid, before the service) the
 * deposit's own date.
 */
export function invoiceBookings(doc: BillingDocument, accounts: InvoiceBookingAccounts): DatevBooking[] {
  if (doc.kind === 'offer' || !doc.number) return []
  const chart = CHART_ACCOUNTS[accounts.chartOfAccounts ?? '03']
  const deposit = isDepositDocument(doc, accounts)
  const small = doc.seller.smallBusiness
  const cancellation = doc.kind === 'cancellation'
  const label = doc.buyer.company?.trim() || doc.buyer.name
  const documentNumber = cancellation && doc.cancels ? doc.cancels.number : doc.number
  const day = deposit ? (cancellation && doc.cancels ? doc.cancels.issueDate : doc.issueDate) : doc.serviceDate.to
  const base = {
    account: accounts.customerAccount,
    date: doc.issueDate,
    documentNumber,
    documentNumber2: cancellation ? doc.number : null,
    serviceDate: day,
    taxPeriodDate: day,
  }
  const textOf = (what: string) =>
    cancellation ? `Storno ${doc.number} zu ${documentNumber} ${what}` : `${doc.number} ${what}`

  // the document's own lines (a final invoice: the whole job, before deducting deposits)
  const own = computeTotals({ ...doc, kind: doc.kind === 'final_invoice' ? 'invoice' : doc.kind, deposits: undefined })
  const bookings: DatevBooking[] = own.byRate.map((rate) => ({
    ...base,
    amountCents: rate.netCents + rate.vatCents,
    contraAccount: (deposit ? chart.deposits : chart.revenue)[small ? 'smallBusiness' : rate.rate],
    text: textOf(label),
  }))

  // deducted deposits: back from the deposit account (negated again in a cancellation)
  const sign = cancellation ? 1 : -1
  for (const d of doc.deposits ?? []) {
    const rates = (Object.keys(d.netCentsByRate).map(Number) as VatRate[]).sort((a, b) => b - a)
    const lines = rates.map((rate, i) => ({
      position: i + 1,
      text: d.number,
      quantityMilli: 1000,
      unitCode: 'C62',
      unitLabel: 'pauschal',
      unitPriceNetCents: d.netCentsByRate[rate] ?? 0,
      vatRate: rate,
    }))
    const depositTotals = computeTotals({ ...doc, kind: 'invoice', lines, deposits: undefined })
    for (const rate of depositTotals.byRate) {
      bookings.push({
        ...base,
        amountCents: sign * (rate.netCents + rate.vatCents),
        contraAccount: chart.deposits[small ? 'smallBusiness' : rate.rate],
        text: textOf(`Anzahlung ${d.number} ${label}`),
      })
    }
  }
  return bookings
}

/** A payment received: bank account against the customer account, under the invoice's number (open-item matching). */
export function paymentBooking(
  payment: { amountCents: number; date: string; invoiceNumber: string; payer: string },
  accounts: { bankAccount: string; customerAccount: string },
): DatevBooking {
  return {
    amountCents: payment.amountCents,
    account: accounts.bankAccount,
    contraAccount: accounts.customerAccount,
    date: payment.date,
    documentNumber: payment.invoiceNumber,
    text: `Zahlung ${payment.invoiceNumber} ${payment.payer}`,
  }
}

const CP1252_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
}

/** Windows-1252 bytes of `value`; characters it lacks become '?'. */
export function encodeCp1252(value: string): Uint8Array {
  const out = new Uint8Array(value.length * 2)
  let n = 0
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0x3f
    out[n++] = code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : (CP1252_EXTRA[ch] ?? 0x3f)
  }
  return out.slice(0, n)
}
