import { data } from '@remix-run/node'
import { notFound, redirectWithToast } from './http.server'

// The intents the planner's lists share (Ablaufplan, tasks, a template's
// defaults): move one row a step and delete one row. Each page's action
// passes its own model call; the answers (400 at the form, 404, the toast)
// are the same everywhere.

export const MOVE_DIRECTION_MISSING = 'Bitte wählen Sie nach oben oder nach unten.'

/**
 * intent move: the form's `direction` (up | down), then `move`; a missing
 * direction comes back as the form's error (with `answer`'s fields), a row
 * that is not in the list is a 404.
 */
export async function moveRowAnswer<A extends object>(
  formData: FormData,
  back: string,
  answer: A,
  move: (direction: 'up' | 'down') => boolean,
) {
  const direction = formData.get('direction')
  if (direction !== 'up' && direction !== 'down')
    return data({ ...answer, result: null, formError: MOVE_DIRECTION_MISSING }, { status: 400 })
  if (!move(direction)) notFound('Eintrag nicht gefunden')
  return redirectWithToast(back, { type: 'success', description: 'Reihenfolge wurde geändert.' })
}

/** intent delete: 404 with `missing` when nothing was deleted, else back with the toast. */
export async function deletedRowAnswer(deleted: boolean, back: string, texts: { missing: string; done: string }) {
  if (!deleted) notFound(texts.missing)
  return redirectWithToast(back, { type: 'success', description: texts.done })
}
