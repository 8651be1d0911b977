// What an invoice needs from the seller before it may be finalised (§ 14 UStG,
// EN 16931 BT-27…BT-43): names in German for the settings page.

export type BusinessData = {
  legalName: string | null
  street: string | null
  postcode: string | null
  city: string | null
  country: string | null
  vatId: string | null
  taxNumber: string | null
  contactName: string | null
  contactPhone: string | null
  contactEmail: string | null
  iban: string | null
}

export function missingBusinessData(profile: BusinessData | null): string[] {
  if (!profile)
    return [
      'Firmenname',
      'Straße',
      'Postleitzahl',
      'Ort',
      'USt-IdNr. oder Steuernummer',
      'Ansprechpartner',
      'Telefon',
      'E-Mail',
      'IBAN',
    ]
  const missing: string[] = []
  if (!profile.legalName) missing.push('Firmenname')
  if (!profile.street) missing.push('Straße')
  if (!profile.postcode) missing.push('Postleitzahl')
  if (!profile.city) missing.push('Ort')
  if (!profile.country) missing.push('Land')
  if (!profile.vatId && !profile.taxNumber) missing.push('USt-IdNr. oder Steuernummer')
  if (!profile.contactName) missing.push('Ansprechpartner')
  if (!profile.contactPhone) missing.push('Telefon')
  if (!profile.contactEmail) missing.push('E-Mail')
  if (!profile.iban) missing.push('IBAN')
  return missing
}
