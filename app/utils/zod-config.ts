import { z } from 'zod'

// zod 4 compiles object parsers with `new Function` when it may; to find out,
// it tries `new Function('')` once. Our CSP has no 'unsafe-eval', so in the
// browser that try is a CSP violation, which Chrome logs as an issue on
// every page with a form (Lighthouse best practices, issue 20 item 17).
// Interpreted parsing needs no eval and is fast enough for our forms.
// root.tsx imports this first, before any route module builds a schema.
z.config({ jitless: true })

export const zodJitless = true
