import { describe, expect, it } from 'vitest'
import { DATEV_COLUMNS, datevAmount, datevExtfCsv, type DatevMeta } from './datev'
import { encodeCp1252 } from './cp1252'
import { invoiceBookings, paymentBooking } from './datev-bookings'
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
const stadtwerke = { ...companyBuyer, name: 'Thomas Groß', company: 'Stadtwerke Bärlingen AöR' }
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
