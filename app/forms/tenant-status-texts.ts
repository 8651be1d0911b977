// Texts and choices of this form that pages show; no zod, so a page can use
// them without loading the schema (it arrives after hydration).

export const TENANT_STATUSES = ['trial_active', 'active_paid', 'trial_expired', 'suspended', 'cancelled'] as const
