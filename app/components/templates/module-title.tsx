import { useEffect, useRef, useState } from 'react'
import { cleanModuleName } from '~/domain/template-modules'

/**
 * With JavaScript: the module title is a button; clicking it opens an input.
 * Enter saves (trimmed), Escape cancels, a blank name is ignored; leaving the
 * field saves like Enter.
 */
export function ModuleTitle({ id, name, onRename }: { id: string; name: string; onRename: (name: string) => void }) {
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(name)
  const done = useRef(false)
  const button = useRef<HTMLButtonElement>(null)
  const wasEditing = useRef(false)
  useEffect(() => {
    if (wasEditing.current && !editing) button.current?.focus()
    wasEditing.current = editing
  }, [editing])

  function finish(save: boolean, value: string) {
    if (done.current) return
    done.current = true
    const clean = cleanModuleName(value)
    if (save && clean !== null && clean !== name) onRename(clean)
    setEditing(false)
  }

  if (!editing) {
    return (
      <h3 id={id} className="font-semibold">
        <button
          ref={button}
          type="button"
          title="Zum Umbenennen klicken"
          className="rounded px-1 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          onClick={() => {
            done.current = false
            setDraft(name)
            setEditing(true)
          }}
        >
          {name}
        </button>
      </h3>
    )
  }
  return (
    <h3 id={id} className="font-semibold">
      <label className="sr-only" htmlFor={`${id}-input`}>
        Modulname
      </label>
      <input
        id={`${id}-input`}
        // no name: the value reaches the form only through Enter (Conform update)
        autoFocus
        value={draft}
        maxLength={100}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault()
            finish(true, draft)
          } else if (e.key === 'Escape') {
            e.preventDefault()
            finish(false, draft)
          }
        }}
        onBlur={() => finish(true, draft)}
        className="w-full rounded-md border border-input bg-background px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-ring"
      />
    </h3>
  )
}
