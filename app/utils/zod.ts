import { z } from 'zod'

// Every schema of the app imports z from here, never from 'zod' (eslint
// no-restricted-imports), so this runs before any schema is built.
//
// zod 4 compiles object parsers with `new Function` when it may; to find out,
// it tries `new Function('')` once, when the first object schema is built. Our
// CSP has no 'unsafe-eval', so in the browser that try is a CSP violation,
// which Chrome logs as an issue on every page with a form (Lighthouse best
// practices). Interpreted parsing needs no eval and is fast
// enough for our forms. Being imported by the schemas (not by root.tsx), zod
// reaches the browser only on pages that have a schema.
z.config({ jitless: true })

export { z }
