// The JSON fields the API accepts: exactly the form fields of app/forms.
export const EVENT_FIELDS = [
  'name',
  'event_type',
  'template_id',
  'end_customer_id',
  'event_date',
  'deadline_at',
  'assigned_planner_id',
  'guest_count',
  'budget',
  'contact_person',
  'contact_email',
  'contact_phone',
  'description',
  'notes',
  'status',
  'venue_name',
  'venue_address',
  'venue_room',
  'venue_contact',
  'setup_at',
  'arrival_at',
  'starts_at',
  'ends_at',
  'teardown_at',
] as const

export const CUSTOMER_FIELDS = ['name', 'email', 'phone', 'company', 'salutation', 'title', 'is_active'] as const
