import listText from '~/domain/common-passwords.txt?raw'
import { parsePasswordList } from '~/domain/password-rules'

// Server only: the 10,000-entry list (about 77 kB) never reaches the browser bundle.
let list: Set<string> | undefined

export function commonPasswords(): ReadonlySet<string> {
  list ??= parsePasswordList(listText)
  return list
}
