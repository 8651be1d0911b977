import { describe, expect, it } from 'vitest'
import { DATEV_COLUMNS, datevExtfCsv, type DatevMeta } from './datev'
import { invoiceBookings, paymentBooking } from './datev-bookings'
import type { BillingDocument } from './document'
import { companyBuyer, weddingInvoice } from '../../../tests/support/billing-sample-documents'

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

// The bookings of a whole order (deposit, payment, final invoice, cancellation)
// and of a catering package with a drinks share, checked by hand.

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
