// The platform operator's Impressum (§ 5 DDG) from the environment
// (PLATFORM_IMPRINT_*, docs/contracts.md §3). Read at request time, so a change needs only a restart.

export type PlatformImprint = {
  name: string | null
  address: string[]
  email: string | null
  phone: string | null
  representative: string | null
  register: string | null
  vatId: string | null
}

const clean = (value: string | undefined) => (value && value.trim() ? value.trim().slice(0, 500) : null)

export function platformImprint(source: Record<string, string | undefined> = process.env): PlatformImprint {
  return {
    name: clean(source.PLATFORM_IMPRINT_NAME),
    // lines separated by '|' or a newline: 'Musterstraße 1|10115 Berlin'
    address: (clean(source.PLATFORM_IMPRINT_ADDRESS) ?? '')
      .split(/\||\n/)
      .map((l) => l.trim())
      .filter(Boolean),
    email: clean(source.PLATFORM_IMPRINT_EMAIL),
    phone: clean(source.PLATFORM_IMPRINT_PHONE),
    representative: clean(source.PLATFORM_IMPRINT_REPRESENTATIVE),
    register: clean(source.PLATFORM_IMPRINT_REGISTER),
    vatId: clean(source.PLATFORM_IMPRINT_VAT_ID),
  }
}
