/** The fields of the export period form (a GET form: they are also the query's keys). */
export const BILLING_EXPORT_FIELDS = ['from', 'to', 'consultant_number', 'client_number'] as const
