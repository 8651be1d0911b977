/** Thousandths → '1,5' (de-DE, up to three places). */
export function formatQuantity(milli: number): string {
  return new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 }).format(milli / 1000)
}
