import { describe, expect, it } from 'vitest'
import { DATEV_COLUMNS, datevAmount, datevExtfCsv, type DatevMeta } from './datev'
import { encodeCp1252 } from './cp1252'
import { invoiceBookings, paymentBooking } from './datev-bookings'
import type { BillingDocument } from './document'
import {
  cateringInvoice,
  companyBuyer,
  smallBusinessInvoice,
  weddingCancellation,
  weddingInvoice,
} from '../../../tests/support/billing-sample-documents'

const meta: DatevMeta = {
  consultantNumber: 1001,
  clientNumber: 42,
  fiscalYearStart: '2026-01-01',
  accountLength: 4,
  from: '2026-06-01',
  to: '2026-06-30',
  label: 'Festplan Juni 2026',
  initials: 'FP',
  createdAt: new Date(Date.UTC(2026, 6, 1, 8, 30, 5, 123)),
}
const cells = (line: string) => line.split(';')
const col = (name: string) => DATEV_COLUMNS.indexOf(name)

describe('datevExtfCsv', () => {
  it('writes the EXTF header (version 700, category 21 Buchungsstapel) and the 125 column names', () => {
    const [header, columns, ...rest] = datevExtfCsv([], meta).split('\r\n')
    expect(cells(header).slice(0, 22)).toEqual([
      '"EXTF"',
      '700',
      '21',
      '"Buchungsstapel"',
      '13',
      '20260701103005123',
      '',
      '"RE"',
      '""',
      '""',
      '1001',
      '42',
      '20260101',
      '4',
      '20260601',
      '20260630',
      '"Festplan Juni 2026"',
      '"FP"',
      '1',
      '0',
      '0',
      '"EUR"',
    ])
    expect(cells(header)).toHaveLength(31)
    expect(cells(columns)).toHaveLength(125)
    expect(cells(columns).slice(0, 14)).toEqual([
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
    ])
    expect(rest).toEqual(['']) // ends with CRLF, no bookings
  })

  it('books an invoice per VAT rate: gross, S, customer against revenue account, Belegdatum DDMM, invoice number', () => {
    const bookings = invoiceBookings(cateringInvoice, { customerAccount: '10000' })
    // 19 %: 2309,13 + 438,73 = 2747,86; 7 %: 2744,00 + 192,08 = 2936,08
    expect(bookings.map((b) => [b.amountCents, b.contraAccount])).toEqual([
      [274786, '8400'],
      [293608, '8300'],
    ])
    const lines = datevExtfCsv(bookings, meta).split('\r\n').slice(2, 4).map(cells)
    expect(lines[0]).toHaveLength(125)
    expect(lines[0].slice(0, 14)).toEqual([
      '2747,86',
      '"S"',
      '"EUR"',
      '',
      '',
      '',
      '10000',
      '8400',
      '',
      '1007',
      '"RE-2026-0004"',
      '',
      '',
      '"RE-2026-0004 Familie Schäfer"',
    ])
    expect(lines[1][0]).toBe('2936,08')
    expect(lines[1][col('Leistungsdatum')]).toBe('04072026')
  })

  it('books a cancellation in Haben, a Kleinunternehmer on 8195 and a payment bank against customer', () => {
    const storno = invoiceBookings(weddingCancellation, { customerAccount: '10001' })
    expect(storno).toHaveLength(1)
    const stornoLine = cells(datevExtfCsv(storno, meta).split('\r\n')[2])
    expect(stornoLine.slice(0, 2)).toEqual(['4168,93', '"H"'])
    expect(invoiceBookings(smallBusinessInvoice, { customerAccount: '10002', chartOfAccounts: '04' })[0]).toMatchObject(
      { amountCents: 183600, contraAccount: '4185' },
    )
    const payment = paymentBooking(
      { amountCents: 50000, date: '2026-09-20', invoiceNumber: 'RE-2026-0005', payer: 'Sophie Müller' },
      { bankAccount: '1200', customerAccount: '10002' },
    )
    const paymentLine = cells(datevExtfCsv([payment], meta).split('\r\n')[2])
    expect(paymentLine.slice(0, 11)).toEqual([
      '500,00',
      '"S"',
      '"EUR"',
      '',
      '',
      '',
      '1200',
      '10002',
      '',
      '2009',
      '"RE-2026-0005"',
    ])
  })

  it('keeps text fields from breaking the format', () => {
    const [booking] = invoiceBookings(
      { ...weddingInvoice, buyer: { ...weddingInvoice.buyer, name: 'Max "Mäxchen"; Meyer\nGmbH' } },
      { customerAccount: '10000' },
    )
    const line = datevExtfCsv([booking], meta).split('\r\n')[2]
    expect(line).toContain('"RE-2026-0001 Max ""Mäxchen"" Meyer GmbH"')
    expect(cells(line)).toHaveLength(125)
  })

  it('writes amounts with a decimal comma and encodes Windows-1252', () => {
    expect(datevAmount(123456789)).toBe('1234567,89')
    expect(datevAmount(-5)).toBe('0,05')
    expect([...encodeCp1252('Müller € ß – ✓')]).toEqual([
      0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x20, 0x80, 0x20, 0xdf, 0x20, 0x96, 0x20, 0x3f,
    ])
  })
})

// A booking row as DATEV reads it: columns 1–14 as given, 15–114 empty,
// 115 Leistungsdatum and 116 Datum Zuord. Steuerperiode, 117–125 empty.
const row = (first14: string, serviceDay: string) =>
  `${first14}${';'.repeat(101)}${serviceDay};${serviceDay}${';'.repeat(9)}`
const rowsOf = (csv: string) => csv.split('\r\n').slice(2, -1)

const stadtwerke = { ...companyBuyer, name: 'Thomas Groß', company: 'Stadtwerke Bärlingen AöR' }
const l = (position: number, text: string, quantityMilli: number, unitPriceNetCents: number, vatRate: 0 | 7 | 19) => ({
  position,
  text,
  quantityMilli,
  unitCode: 'C62',
  unitLabel: 'pauschal',
  unitPriceNetCents,
  vatRate,
})

// The order: planning 1.000,00 € net at 19 %, buffet 50 × 30,00 € = 1.500,00 € net at 7 %, event 20.03.2027.
// 19 %: 1.000,00 + 190,00 = 1.190,00; 7 %: 1.500,00 + 105,00 = 1.605,00.
// Deposit 30 %: 300,00 + 57,00 = 357,00 (19 %); 450,00 + 31,50 = 481,50 (7 %); together 838,50.
const orderLines = [
  l(1, 'Planung', 1000, 100000, 19),
  { ...l(2, 'Buffet', 50000, 3000, 7), unitCode: 'XPP', unitLabel: 'Person' },
]
const depositDoc: BillingDocument = {
  ...weddingInvoice,
  kind: 'deposit_invoice',
  number: 'RE-2026-0011',
  issueDate: '2026-11-10',
  dueDate: '2026-11-24',
  serviceDate: { from: '2027-03-20', to: '2027-03-20' },
  buyer: stadtwerke,
  lines: [l(1, 'Abschlag 30 % (19 % USt)', 1000, 30000, 19), l(2, 'Abschlag 30 % (7 % USt)', 1000, 45000, 7)],
}
const finalDoc: BillingDocument = {
  ...depositDoc,
  kind: 'final_invoice',
  number: 'RE-2027-0001',
  issueDate: '2027-03-25',
  dueDate: '2027-04-08',
  lines: orderLines,
  deposits: [{ number: 'RE-2026-0011', issueDate: '2026-11-10', netCentsByRate: { 19: 30000, 7: 45000 } }],
}
const finalCancellation: BillingDocument = {
  ...finalDoc,
  kind: 'cancellation',
  number: 'RE-2027-0002',
  issueDate: '2027-03-28',
  dueDate: null,
  cancels: { number: 'RE-2027-0001', issueDate: '2027-03-25' },
}
const novMeta: DatevMeta = { ...meta, from: '2026-11-01', to: '2026-11-30', chartOfAccounts: '03' }

describe('DATEV bookings of an order (deposit, payment, final, cancellation)', () => {
  it('books a deposit on the received-deposit accounts (SKR03 1718/1711), dated in November 2026, not at the 2027 event', () => {
    const bookings = [
      ...invoiceBookings(depositDoc, { customerAccount: '10002', chartOfAccounts: '03' }),
      paymentBooking(
        { amountCents: 83850, date: '2026-11-20', invoiceNumber: 'RE-2026-0011', payer: 'Stadtwerke Bärlingen AöR' },
        { bankAccount: '1200', customerAccount: '10002' },
      ),
    ]
    expect(rowsOf(datevExtfCsv(bookings, novMeta))).toEqual([
      row('357,00;"S";"EUR";;;;10002;1718;;1011;"RE-2026-0011";;;"RE-2026-0011 Stadtwerke Bärlingen AöR"', '10112026'),
      row('481,50;"S";"EUR";;;;10002;1711;;1011;"RE-2026-0011";;;"RE-2026-0011 Stadtwerke Bärlingen AöR"', '10112026'),
      `838,50;"S";"EUR";;;;1200;10002;;2011;"RE-2026-0011";;;"Zahlung RE-2026-0011 Stadtwerke Bärlingen AöR"${';'.repeat(111)}`,
    ])
  })

  it('books the final invoice as the whole job in revenue and takes the deposits back off the deposit accounts', () => {
    // customer: 1.190,00 + 1.605,00 − 357,00 − 481,50 = 1.956,50 = what the final invoice asks for
    expect(
      rowsOf(datevExtfCsv(invoiceBookings(finalDoc, { customerAccount: '10002', chartOfAccounts: '03' }), meta)),
    ).toEqual([
      row('1190,00;"S";"EUR";;;;10002;8400;;2503;"RE-2027-0001";;;"RE-2027-0001 Stadtwerke Bärlingen AöR"', '20032027'),
      row('1605,00;"S";"EUR";;;;10002;8300;;2503;"RE-2027-0001";;;"RE-2027-0001 Stadtwerke Bärlingen AöR"', '20032027'),
      row(
        '357,00;"H";"EUR";;;;10002;1718;;2503;"RE-2027-0001";;;"RE-2027-0001 Anzahlung RE-2026-0011 Stadtwerke Bärlingen AöR"',
        '20032027',
      ),
      row(
        '481,50;"H";"EUR";;;;10002;1711;;2503;"RE-2027-0001";;;"RE-2027-0001 Anzahlung RE-2026-0011 Stadtwerke Bärlingen AöR"',
        '20032027',
      ),
    ])
  })

  it('books a cancellation as the exact reverse, under the cancelled number in Belegfeld 1 and its own in Belegfeld 2', () => {
    // Buchungstext is cut at DATEV's 60 characters
    expect(
      rowsOf(
        datevExtfCsv(invoiceBookings(finalCancellation, { customerAccount: '10002', chartOfAccounts: '03' }), meta),
      ),
    ).toEqual([
      row(
        '1190,00;"H";"EUR";;;;10002;8400;;2803;"RE-2027-0001";"RE-2027-0002";;"Storno RE-2027-0002 zu RE-2027-0001 Stadtwerke Bärlingen AöR"',
        '20032027',
      ),
      row(
        '1605,00;"H";"EUR";;;;10002;8300;;2803;"RE-2027-0001";"RE-2027-0002";;"Storno RE-2027-0002 zu RE-2027-0001 Stadtwerke Bärlingen AöR"',
        '20032027',
      ),
      row(
        '357,00;"S";"EUR";;;;10002;1718;;2803;"RE-2027-0001";"RE-2027-0002";;"Storno RE-2027-0002 zu RE-2027-0001 Anzahlung RE-2026-0011 S"',
        '20032027',
      ),
      row(
        '481,50;"S";"EUR";;;;10002;1711;;2803;"RE-2027-0001";"RE-2027-0002";;"Storno RE-2027-0002 zu RE-2027-0001 Anzahlung RE-2026-0011 S"',
        '20032027',
      ),
    ])
  })

  it('books the cancellation of a deposit back off the deposit account, in the deposit’s period', () => {
    const storno: BillingDocument = {
      ...depositDoc,
      kind: 'cancellation',
      number: 'RE-2026-0012',
      issueDate: '2026-11-12',
      cancels: { number: 'RE-2026-0011', issueDate: '2026-11-10' },
    }
    expect(
      rowsOf(datevExtfCsv(invoiceBookings(storno, { customerAccount: '10002', cancelledKind: 'deposit' }), novMeta)),
    ).toEqual([
      row(
        '357,00;"H";"EUR";;;;10002;1718;;1211;"RE-2026-0011";"RE-2026-0012";;"Storno RE-2026-0012 zu RE-2026-0011 Stadtwerke Bärlingen AöR"',
        '10112026',
      ),
      row(
        '481,50;"H";"EUR";;;;10002;1711;;1211;"RE-2026-0011";"RE-2026-0012";;"Storno RE-2026-0012 zu RE-2026-0011 Stadtwerke Bärlingen AöR"',
        '10112026',
      ),
    ])
  })

  it('uses the SKR04 accounts when that chart is chosen: deposits 3272/3260, revenue 4400/4300', () => {
    expect(
      invoiceBookings(depositDoc, { customerAccount: '10002', chartOfAccounts: '04' }).map((b) => [
        b.amountCents,
        b.contraAccount,
      ]),
    ).toEqual([
      [35700, '3272'],
      [48150, '3260'],
    ])
    expect(
      invoiceBookings(finalDoc, { customerAccount: '10002', chartOfAccounts: '04' }).map((b) => [
        b.amountCents,
        b.contraAccount,
      ]),
    ).toEqual([
      [119000, '4400'],
      [160500, '4300'],
      [-35700, '3272'],
      [-48150, '3260'],
    ])
  })
})

describe('DATEV: a catering package with a drinks share', () => {
  it('books drinks (19 %) and food (7 %) as two rows on their automatic revenue accounts, no BU-Schlüssel', () => {
    // 80 persons à 89,00 € gross, 30 % drinks: drinks 1.794,96 + 341,04 = 2.136,00; food 4.657,94 + 326,06 = 4.984,00
    const doc: BillingDocument = {
      ...weddingInvoice,
      number: 'RE-2026-0010',
      issueDate: '2026-11-21',
      serviceDate: { from: '2026-11-21', to: '2026-11-21' },
      buyer: stadtwerke,
      lines: [
        { ...l(1, 'Catering „Genuss“ – Getränke', 1000, 179496, 19), group: 'genuss' },
        { ...l(2, 'Catering „Genuss“ – Speisen', 1000, 465794, 7), group: 'genuss' },
      ],
    }
    const rows = rowsOf(datevExtfCsv(invoiceBookings(doc, { customerAccount: '10002' }), novMeta))
    expect(rows).toEqual([
      row('2136,00;"S";"EUR";;;;10002;8400;;2111;"RE-2026-0010";;;"RE-2026-0010 Stadtwerke Bärlingen AöR"', '21112026'),
      row('4984,00;"S";"EUR";;;;10002;8300;;2111;"RE-2026-0010";;;"RE-2026-0010 Stadtwerke Bärlingen AöR"', '21112026'),
    ])
    expect(rows.map((r) => cells(r)[col('BU-Schlüssel')])).toEqual(['', ''])
  })
})

describe('DATEV header and text fields', () => {
  it('writes the creation time in German time (CEST in summer, CET in winter)', () => {
    expect(cells(datevExtfCsv([], meta).split('\r\n')[0])[5]).toBe('20260701103005123')
    const winter = { ...meta, createdAt: new Date(Date.UTC(2026, 10, 30, 23, 30, 0, 0)) }
    expect(cells(datevExtfCsv([], winter).split('\r\n')[0])[5]).toBe('20261201003000000')
  })

  it('keeps the business customer’s company name and drops control characters from texts', () => {
    const [booking] = invoiceBookings(
      { ...weddingInvoice, buyer: { ...stadtwerke, company: 'Stadtwerke\u0007 Bärlingen AöR' } },
      { customerAccount: '10002' },
    )
    expect(cells(datevExtfCsv([booking!], meta).split('\r\n')[2])[col('Buchungstext')]).toBe(
      '"RE-2026-0001 Stadtwerke Bärlingen AöR"',
    )
  })
})
