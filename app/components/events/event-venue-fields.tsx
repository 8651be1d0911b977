import { getInputProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { Field, TextareaField, own } from '~/components/ui/field'
import { EVENT_TIME_FIELDS, EVENT_TIME_LABELS } from '~/domain/event-day/event-times'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the event form's field map, typed by its defaults
type Meta = FieldMetadata<string | undefined, any, string[]>
export type VenueFieldMetas = Record<string, Meta>

/** Venue and times of the event form: where and when the event day happens (all optional). */
export function EventVenueFields({ fields: all }: { fields: VenueFieldMetas }) {
  const field = (name: string) => all[name]!
  const fields = {
    venue_name: field('venue_name'),
    venue_address: field('venue_address'),
    venue_room: field('venue_room'),
    venue_contact: field('venue_contact'),
  }
  return (
    <fieldset className="grid gap-4 rounded-md border p-4" data-testid="event-venue-fields">
      <legend className="px-1 text-sm font-semibold">Ort und Zeiten</legend>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field
          label="Veranstaltungsort"
          errors={fields.venue_name.errors}
          {...own(getInputProps(fields.venue_name, { type: 'text' }))}
        />
        <Field
          label="Raum"
          errors={fields.venue_room.errors}
          {...own(getInputProps(fields.venue_room, { type: 'text' }))}
        />
      </div>
      <TextareaField
        label="Adresse"
        rows={2}
        errors={fields.venue_address.errors}
        {...own(getTextareaProps(fields.venue_address))}
      />
      <Field
        label="Kontakt vor Ort"
        hint="Name und Telefon, z. B. Hausmeister Weber, 0171 2345678"
        errors={fields.venue_contact.errors}
        {...own(getInputProps(fields.venue_contact, { type: 'text' }))}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {EVENT_TIME_FIELDS.map((name) => (
          <Field
            label={EVENT_TIME_LABELS[name]}
            errors={field(name).errors}
            {...own(getInputProps(field(name), { type: 'datetime-local' }))}
            key={name}
          />
        ))}
      </div>
    </fieldset>
  )
}
