import { z } from "zod/mini";

/*
 * The forms' schemas use `zod/mini`: the same zod 4 (same checks, same issues, same messages)
 * with functions instead of methods (`z.string().check(z.trim(), z.minLength(2, "…"))`), so a
 * browser bundle keeps only the parts a schema uses (about 5 kB gzip instead of about 25 kB
 * for the classic API). A mini schema is a zod 4 schema: a server can parse with it
 * (`schema.safeParse`, `z.parse`) or nest it in a classic `z.object`.
 *
 * The site's Content-Security-Policy has no 'unsafe-eval'. Zod 4 would otherwise probe
 * `new Function` to compile fast validators, which the browser reports as a CSP violation.
 */
z.config({ jitless: true });

export { z };
