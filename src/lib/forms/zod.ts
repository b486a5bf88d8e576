import { z } from "zod";

// The site's Content-Security-Policy has no 'unsafe-eval'. Zod 4 would otherwise probe
// `new Function` to compile fast validators, which the browser reports as a CSP violation.
z.config({ jitless: true });

export { z };
