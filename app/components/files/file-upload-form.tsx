import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation, useRevalidator } from '@remix-run/react'
import { useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { FieldError } from '~/components/ui/field'
import { Label, Textarea } from '~/components/ui/input'
import { ALLOWED_TYPES_TEXT } from '~/domain/files'
import { submittedErrors, submittedText } from '~/utils/submission-result'

type Progress = { name: string; percent: number; state: 'laeuft' | 'fertig' | 'fehler'; message?: string }

/** One file per request, with its progress (XHR): the enhancement over the plain multipart post. */
function uploadOne(action: string, file: File, base: FormData, onProgress: (percent: number) => void) {
  return new Promise<{ ok: boolean; message?: string }>((resolve) => {
    const body = new FormData()
    for (const [k, v] of base.entries()) if (k !== 'file') body.append(k, v)
    body.append('file', file)
    const xhr = new XMLHttpRequest()
    xhr.open('POST', action)
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100))
    xhr.onload = () => {
      if (xhr.status < 400) return resolve({ ok: true })
      // the page came back with the message next to the field
      const doc = new DOMParser().parseFromString(xhr.responseText, 'text/html')
      resolve({
        ok: false,
        message: doc.querySelector('[data-upload-error]')?.textContent ?? 'Die Datei konnte nicht hochgeladen werden.',
      })
    }
    xhr.onerror = () => resolve({ ok: false, message: 'Die Verbindung wurde unterbrochen.' })
    xhr.send(body)
  })
}

export function FileUploadForm({
  action,
  showShared,
  lastResult,
  maxUploadMb,
}: {
  action: string
  showShared: boolean
  lastResult?: SubmissionResult<string[]> | null
  maxUploadMb: number
}) {
  const navigation = useNavigation()
  const revalidator = useRevalidator()
  const pending = navigation.state === 'submitting' && navigation.formAction === action
  const [progress, setProgress] = useState<Progress[] | null>(null)
  // the server checks the upload; its answer comes back as `lastResult`
  const formId = `upload-${action}`
  const fileErrors = submittedErrors(lastResult, 'file')
  const noteErrors = submittedErrors(lastResult, 'note')
  const noteId = `${formId}-note`

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const el = event.currentTarget
    const input = el.elements.namedItem('file') as HTMLInputElement | null
    const chosen = input?.files ? [...input.files] : []
    if (!chosen.length || typeof XMLHttpRequest === 'undefined') return // the plain post answers
    event.preventDefault()
    void uploadAll(el, chosen)
  }

  async function uploadAll(el: HTMLFormElement, chosen: File[]) {
    const base = new FormData(el)
    const state: Progress[] = chosen.map((f) => ({ name: f.name, percent: 0, state: 'laeuft' }))
    setProgress([...state])
    for (const [i, file] of chosen.entries()) {
      const result = await uploadOne(action, file, base, (percent) => {
        state[i] = { ...state[i]!, percent }
        setProgress([...state])
      })
      state[i] = { ...state[i]!, percent: 100, state: result.ok ? 'fertig' : 'fehler', message: result.message }
      setProgress([...state])
    }
    if (state.every((s) => s.state === 'fertig')) el.reset()
    revalidator.revalidate()
  }

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="grid gap-3"
      id={formId}
      noValidate
      onSubmit={onSubmit}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${formId}-file`}>Dateien</Label>
        <input
          id={`${formId}-file`}
          name="file"
          type="file"
          multiple
          required
          className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
          aria-invalid={fileErrors?.length ? true : undefined}
          aria-describedby={`${formId}-file-hint${fileErrors?.length ? ` ${formId}-file-error` : ''}`}
        />
        <p id={`${formId}-file-hint`} className="text-xs text-muted-foreground">
          {ALLOWED_TYPES_TEXT}; höchstens {maxUploadMb} MB pro Datei.
        </p>
        {fileErrors?.length ? (
          <div
            id={`${formId}-file-error`}
            role="alert"
            data-upload-error
            className="text-sm font-medium text-destructive"
          >
            {fileErrors.map((e) => (
              <p key={e}>{e}</p>
            ))}
          </div>
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={noteId}>Notiz (optional)</Label>
        <Textarea
          rows={2}
          id={noteId}
          name="note"
          defaultValue={submittedText(lastResult, 'note')}
          aria-invalid={noteErrors ? true : undefined}
          aria-describedby={noteErrors ? `${noteId}-error` : undefined}
        />
        <FieldError id={`${noteId}-error`} errors={noteErrors} />
      </div>
      {showShared ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="shared" value="on" className="size-4" />
          für Kunden sichtbar
        </label>
      ) : null}
      <div>
        <Button type="submit" disabled={pending || progress?.some((p) => p.state === 'laeuft')}>
          {pending ? 'Wird hochgeladen...' : 'Hochladen'}
        </Button>
      </div>
      {progress ? (
        <ul className="grid gap-2" aria-live="polite">
          {progress.map((p, i) => (
            <li key={`${p.name}-${i}`} className="grid gap-1 text-sm" data-testid="upload-progress">
              <span>
                {p.name}: {p.state === 'fertig' ? 'hochgeladen' : p.state === 'fehler' ? p.message : `${p.percent} %`}
              </span>
              <progress max={100} value={p.percent} aria-label={`Fortschritt ${p.name}`} className="h-2 w-full" />
            </li>
          ))}
        </ul>
      ) : null}
    </Form>
  )
}
