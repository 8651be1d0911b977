import { z } from '~/utils/zod'
import { MAX_NOTE_LENGTH } from '~/domain/files'

// The upload form (docs/contracts.md §8: `file` one or more, `note`, `shared` on). The
// files themselves are checked by the server as they stream in
// (app/services/files/file-upload.server.ts); their messages land on the `file` field.
export const fileUploadSchema = z.object({
  note: z
    .string()
    .trim()
    .max(MAX_NOTE_LENGTH, `Die Notiz darf höchstens ${MAX_NOTE_LENGTH} Zeichen lang sein.`)
    .optional(),
  shared: z.boolean().optional(),
})
