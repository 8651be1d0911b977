import { parseWithZod } from '~/utils/conform'
import { describe, expect, it } from 'vitest'
import { offerSchema } from './offer'

// A line whose quantity or price is not a number gets its field's German
// message; the sums over the lines are only checked for readable lines (they
// used to turn the raw text into a BigInt and answer 500).

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

describe('offer form', () => {
  it('answers a quantity and a price that are no numbers with the fields own messages', () => {
    const result = parseWithZod(
      form({
        'lines[0].text': 'Übernahme',
        'lines[0].unit': 'piece',
        'lines[0].vat_rate': '19',
        'lines[0].quantity': '443530af-9faf-4ac3-8da6-e8cdbea3aa46',
        'lines[0].unit_price': 'b84d8b40-20c0-4cff-b689-d0df63ad723c',
      }),
      { schema: offerSchema },
    )
    expect(result.status).toBe('error')
    const errors = result.status === 'error' ? result.error : {}
    expect(errors?.['lines[0].quantity']?.[0]).toMatch(/Menge/)
    expect(errors?.['lines[0].unit_price']?.[0]).toBeTruthy()
  })
})
