// What the tenant's mail log keeps of a mail: never a link or a token.
// Links become '[Link]'; long random-looking strings (tokens) '[entfernt]'. Pure.

const URL_RE = /\bhttps?:\/\/[^\s<>"']+/gi
const TOKEN_RE = /\b[A-Za-z0-9_-]{24,}\b/g

export function redactMailText(value: string) {
  return value.replace(URL_RE, '[Link]').replace(TOKEN_RE, '[entfernt]')
}
