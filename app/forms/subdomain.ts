import { z } from '~/utils/zod'
import { normalizeSubdomain, SUBDOMAIN_MESSAGES, subdomainProblem } from '~/domain/subdomain'

// The subdomain field's schema; the rules themselves are pure (app/domain/subdomain.ts),
// so the signup page's live hints need no zod.

/** The one zod schema for the field: normalizes like the input does, then the rules in order. */
export const subdomainSchema = z
  .string({ error: SUBDOMAIN_MESSAGES.required })
  .transform(normalizeSubdomain)
  .superRefine((value, ctx) => {
    const problem = subdomainProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
