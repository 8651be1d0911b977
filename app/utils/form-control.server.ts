import { parseWithZod } from '~/utils/conform'
import { z } from '~/utils/zod'

// Conform reads the reserved fields `__intent__` and `__state__` as JSON and
// throws on junk (a tampered post), which would be a 500. guardAction runs
// this check first so such a post is a plain 400 and changes nothing.

/** True when Conform can parse the form's control fields (intent, state). */
export function formControlReadable(formData: FormData) {
  if (!formData.has('__intent__') && !formData.has('__state__')) return true
  try {
    parseWithZod(formData, { schema: z.any() })
    return true
  } catch {
    return false
  }
}
