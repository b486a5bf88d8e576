/**
 * The ZIP or town check's table as a module of its own, which the check imports when a visitor
 * comes to use it (`import()` in zip-check.tsx): a cached, content-hashed chunk under /_astro/
 * instead of 14 kB of island props in every page that shows the check (issue 32). In the build,
 * `zipTableModule` (zip-table-vite.ts) replaces this body with the table as a string literal,
 * so the browser's chunk holds the string alone, never the data set or its code; under Vitest
 * this body runs as written.
 */
import { zipTable } from "./zip-table";

export default zipTable();
