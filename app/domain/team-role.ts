/** The role of a tenant's team member (an account that signs in), not the catering staff roles of staffing/roles.ts. */
export type StaffRole = 'tenant_admin' | 'tenant_planner'
