// Control characters in user text (an event name, a tenant name) must never
// reach a line-based format as structure: a CR or LF in a mail subject or an
// iCalendar property would start a new header or property. Both writers pass
// their text through here.

/** C0 controls (CR, LF, tab, NUL …), DEL, C1 controls and the Unicode line and paragraph separators */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g
/** the same without LF: for text whose line breaks the writer escapes itself */
// eslint-disable-next-line no-control-regex -- as above
const CONTROLS_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]+/g

/** One line: every run of control characters becomes one space; the ends are trimmed. */
export function singleLine(text: string) {
  return text.replace(CONTROLS, ' ').trim()
}

/** Several lines: CR LF and CR become LF, U+2028/2029 too; other controls become a space. */
export function withoutControls(text: string) {
  return text.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(CONTROLS_BUT_NEWLINE, ' ')
}
