// The fields of each stored row that the API's JSON is built from (./serialize.ts).
// The models' rows carry more columns and satisfy these shapes as they are, so
// the pure serialisers need no import from the database schema.

export type EventRow = {
  id: string
  name: string
  status: string
  createdAt: number
  description: string | null
  templateId: string | null
  eventType: string
  eventDate: number | null
  deadlineAt: number | null
  assignedPlannerId: string | null
  endCustomerId: string | null
  guestCount: number | null
  budgetCents: number | null
  contactPerson: string | null
  contactEmail: string | null
  contactPhone: string | null
  notes: string | null
  venueName: string | null
  venueAddress: string | null
  venueRoom: string | null
  venueContact: string | null
  setupAt: string | null
  arrivalAt: string | null
  startsAt: string | null
  endsAt: string | null
  teardownAt: string | null
}

export type EndCustomerRow = {
  id: string
  name: string | null
  createdAt: number
  isActive: boolean
  email: string
  phone: string | null
  salutation: 'frau' | 'herr' | null
  title: string | null
  company: string | null
}

export type ServiceRow = {
  id: string
  name: string
  createdAt: number
  isActive: boolean
  description: string | null
  pricingJson: string
}

export type TemplateRow = {
  id: string
  name: string
  createdAt: number
  isActive: boolean
  description: string | null
}

export type OfferRequestRow = {
  id: string
  status: 'open' | 'drafted' | 'sent' | 'ordered' | 'declined' | 'withdrawn'
  createdAt: number
  endCustomerId: string | null
  eventId: string | null
  snapshotJson: string
}

export type OfferRow = {
  number: string | null
  id: string
  status: string
  createdAt: number
  endCustomerId: string | null
  eventId: string | null
  eventName: string
  customerName: string | null
  netCents: number
  vatCents: number
  grossCents: number
  decidedAt: number | null
  offerRequestId: string | null
  version: number
  validUntil: string | null
  issueDate: string | null
  sentAt: number | null
}

export type InvoiceRow = {
  number: string | null
  id: string
  status: string
  createdAt: number
  endCustomerId: string | null
  kind: string
  eventId: string | null
  eventName: string
  customerName: string | null
  netCents: number
  vatCents: number
  grossCents: number
  issueDate: string | null
  offerId: string | null
  dueDate: string | null
  payableCents: number
  paidCents: number
  finalizedAt: number | null
}

export type EventTaskRow = {
  id: string
  createdAt: number
  title: string
  notes: string | null
  eventId: string
  dueOn: string
  daysBefore: number | null
  assigneeUserId: string | null
  doneAt: number | null
  doneByUserId: string | null
}

export type RunOfShowEntryRow = {
  id: string
  title: string
  notes: string | null
  eventId: string
  position: number
  time: string | null
  durationMinutes: number | null
  location: string | null
  responsibleUserId: string | null
  responsibleStaffId: string | null
  responsibleText: string | null
  visibleToCustomer: boolean
}

export type StaffMemberRow = {
  id: string
  name: string
  createdAt: number
  isActive: boolean
  email: string | null
  phone: string | null
  role: string
  hourlyCostCents: number | null
}

export type ShiftRow = {
  id: string
  createdAt: number
  startsAt: number
  endsAt: number
  eventId: string
  role: string
  staffMemberId: string | null
  breakMinutes: number
}
