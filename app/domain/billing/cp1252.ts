// Windows-1252 (ANSI), the encoding DATEV reads its import files in.

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
