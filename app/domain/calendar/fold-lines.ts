// RFC 5545 line folding (3.1): a content line longer than 75 octets goes on in
// a continuation line that starts with one space. Same rule and same breaks
// as ical-generator's own `foldLines` (a break before the character that
// would take a line past 74 octets of content; a surrogate pair is one
// character of 4 octets, a lone surrogate 3, as UTF-8 encodes it as U+FFFD),
// but it reads the UTF-8 size off the character code: ical-generator 10.2
// makes a new TextEncoder for every character, 8–28 s of CPU for a feed of
// 20,000 VEVENTs (ADR 118).

const LIMIT = 74

function isHighSurrogate(code: number) {
  return code >= 0xd800 && code <= 0xdbff
}

function isLowSurrogate(code: number) {
  return code >= 0xdc00 && code <= 0xdfff
}

/** UTF-8 octets of one UTF-16 code unit that is not part of a pair. */
function unitOctets(code: number) {
  if (code < 0x80) return 1
  if (code < 0x800) return 2
  return 3
}

function foldLine(line: string) {
  const parts: string[] = []
  let start = 0
  let octets = 0
  for (let i = 0; i < line.length;) {
    const code = line.charCodeAt(i)
    let units = 1
    let size = unitOctets(code)
    if (isHighSurrogate(code) && i + 1 < line.length) {
      // ical-generator takes the next unit with a high surrogate, whatever it is
      const next = line.charCodeAt(i + 1)
      units = 2
      size = isLowSurrogate(next) ? 4 : size + unitOctets(next)
    }
    octets += size
    if (octets > LIMIT) {
      parts.push(line.slice(start, i))
      start = i
      octets = size
    }
    i += units
  }
  parts.push(line.slice(start))
  return parts.join('\r\n ')
}

/** `text` (CRLF-separated content lines) with every line folded at 75 octets. */
export function foldLines(text: string) {
  return text.split('\r\n').map(foldLine).join('\r\n')
}
