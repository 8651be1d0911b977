import { eurosToCents, grossFromNet, netFromGross } from './money'

// One price as stored (net and/or gross euros) → cents of the side asked for.
// A missing side is derived from the other at the service's tax rate.

export type Side = 'net' | 'gross'

export function sideCents(
  net: number | undefined,
  gross: number | undefined,
  taxRate: number,
  side: Side,
): number | null {
  const netCents = net === undefined ? null : eurosToCents(net)
  const grossCents = gross === undefined ? null : eurosToCents(gross)
  if (side === 'gross') return grossCents ?? (netCents === null ? null : grossFromNet(netCents, taxRate))
  return netCents ?? (grossCents === null ? null : netFromGross(grossCents, taxRate))
}
