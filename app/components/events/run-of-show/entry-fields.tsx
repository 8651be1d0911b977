import { getInputProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { Field, TextareaField, own } from '~/components/ui/field'

// Fields an Ablaufplan entry has wherever it is entered: on the event's
// Ablaufplan and as a template's default entry.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the entry forms' field maps, typed by their schemas
type Meta = FieldMetadata<any, any, string[]>

export function EntryDurationField({ meta }: { meta: Meta }) {
  return (
    <Field
      label="Dauer (Minuten)"
      min={1}
      max={1440}
      step={1}
      errors={meta.errors}
      {...own(getInputProps(meta, { type: 'number' }))}
    />
  )
}

export function EntryLocationField({ meta }: { meta: Meta }) {
  return (
    <Field
      label="Wo"
      placeholder="z. B. Terrasse"
      errors={meta.errors}
      {...own(getInputProps(meta, { type: 'text' }))}
    />
  )
}

/** The entry's notes and whether the customer sees it in the portal. */
export function EntryNotesAndVisibility({ notes, visible }: { notes: Meta; visible: Meta }) {
  return (
    <>
      <TextareaField label="Notizen" rows={2} errors={notes.errors} {...own(getTextareaProps(notes))} />
      <label className="flex items-center gap-2 text-sm">
        <input {...getInputProps(visible, { type: 'checkbox' })} className="size-4" />
        Für den Kunden sichtbar
      </label>
    </>
  )
}
