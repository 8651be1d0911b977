import type { SubmissionResult } from '@conform-to/react'

// What a form without client-side checks needs from the action's answer
// (`submission.reply()`): the messages next to a field and what was typed.
// Such forms render these directly instead of through Conform's `useForm`, so
// Conform's client stays off pages whose forms only post (ADR 143j).

type Result = SubmissionResult<string[]> | null | undefined

/** The server's messages for one field, as Conform's `fields.<name>.errors`. */
export function submittedErrors(result: Result, name: string): string[] | undefined {
  const errors = result?.error?.[name]
  return errors?.length ? errors : undefined
}

/** What was typed into a text field, to show again after a rejected post; '' after a reset. */
export function submittedText(result: Result, name: string): string {
  const value = result?.initialValue?.[name]
  return typeof value === 'string' ? value : ''
}
