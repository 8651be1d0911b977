// Days a cancelled tenant has to undo the cancellation before its data is erased.
// Lives in the domain so pages can show it without importing server code.
export const CANCELLATION_GRACE_DAYS = 30

// Days between a customer's deletion request and the erasure of their data.
export const ERASURE_GRACE_DAYS = 30
