// The periods of the retention rules (issue 24), shared by the pages that
// explain them and the jobs that apply them.

/** a customer's deletion request is carried out at the latest after this many days */
export const ERASURE_GRACE_DAYS = 30
/** a cancelled tenant can undo for this many days; then its data is erased */
export const CANCELLATION_GRACE_DAYS = 30
