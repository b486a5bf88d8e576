// @ts-check
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { writeHeadersFile } from "./scripts/lib/csp.mjs";
import { writeIntakePin } from "./scripts/lib/intake-pin.mjs";
import { spanishContent } from "./scripts/lib/spanish-build.mjs";
import { articleMarkdown } from "./src/lib/blog/markdown.ts";
import { zipTableModule } from "./src/lib/zip-table-vite.ts";

/**
 * After the build: out/_headers, serve.json's headers with the CSP's inline-script hashes
 * (scripts/lib/csp.mjs), the file a CDN reads (docs/OPERATIONS.md), and the same rules as
 * out/_server-headers.json, which `npm start` reads.
 * @type {import("astro").AstroIntegration}
 */
const headersFile = {
  name: "headers-file",
  hooks: {
    "astro:build:done": ({ dir }) => {
      const serve = JSON.parse(readFileSync(new URL("./serve.json", import.meta.url), "utf8"));
      writeHeadersFile(serve.headers, fileURLToPath(dir));
      // The recipients this build pinned, if any (scripts/lib/intake-pin.mjs), for the server.
      writeIntakePin(fileURLToPath(dir), process.env);
    },
  },
};

/**
 * `client:afterload` (src/directives/after-load.ts): first-screen islands hydrate after the load
 * event, so their script does not compete with the largest picture or text.
 * @type {import("astro").AstroIntegration}
 */
const afterLoadDirective = {
  name: "after-load-directive",
  hooks: {
    "astro:config:setup": ({ addClientDirective }) => {
      addClientDirective({ name: "afterload", entrypoint: "./src/directives/after-load.ts" });
      // client:interact (src/directives/on-interact.ts): islands hydrate when a visitor uses them.
      addClientDirective({ name: "interact", entrypoint: "./src/directives/on-interact.ts" });
    },
  },
};

/**
 * The language of this pass: "es" in the Spanish pass (scripts/build-spanish.mjs), which builds
 * the same pages with the Spanish content modules into .es-build/ and merges the paired pages
 * into out/es (docs/LANGUAGES.md). The pages and islands read it as
 * `import.meta.env.PUBLIC_SITE_LOCALE` (src/lib/locale/current.ts).
 */
const locale = process.env.PUBLIC_SITE_LOCALE === "es" ? "es" : "en";
const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * Static output: every page is prerendered to out/ as `about.html` (clean URLs, no trailing
 * slash), a folder any CDN can serve. React components render at build; only those with a
 * `client:*` directive ship as islands.
 */
export default defineConfig({
  site: process.env.SITE_URL ?? "https://www.beyondcarehomehealth.com",
  output: "static",
  // SITE_DIR: the new build's own folder, which scripts/build.mjs publishes as out/ when done.
  outDir: locale === "es" ? "./.es-build" : process.env.SITE_DIR || "./out",
  trailingSlash: "never",
  // The stylesheet rides in each page's HTML: a first visit on a slow line paints after one
  // request instead of two, and no request blocks the first paint. After the build each page
  // keeps only the rules it can use (scripts/page-css.mjs: 22 to 35 kB of the 66 kB).
  build: { format: "file", assets: "_astro", inlineStylesheets: "always" },
  // The Spanish pass's _headers is written after its merge into out/ (scripts/build-spanish.mjs).
  integrations: [react(), afterLoadDirective, ...(locale === "es" ? [] : [headersFile])],
  // The blog articles' bodies (the site's only Markdown): heading ids, plain text, no raw HTML.
  markdown: articleMarkdown,
  vite: {
    // zipTableModule: the ZIP check's table as its own cached chunk (src/lib/zip-table-vite.ts).
    plugins: [tailwindcss(), zipTableModule(), ...(locale === "es" ? [spanishContent(root)] : [])],
    define: { "import.meta.env.PUBLIC_SITE_LOCALE": JSON.stringify(locale) },
    // Small fonts (some language subsets) would be inlined into the CSS as data: URLs, which
    // the CSP's `font-src 'self'` blocks: keep every font a file. The shell's one script
    // (SiteHeader.astro, about 6.5 kB) is a file too, whatever its size: every page runs it, so
    // one cached, content-hashed copy under /_astro/ beats 6.5 kB in every page's HTML (issue
    // 32); a module script does not hold the first paint, and `script-src 'self'` allows it.
    build: {
      assetsInlineLimit: (file) =>
        file.endsWith(".woff2") || /\/SiteHeader\.astro_astro_type_script/.test(file)
          ? false
          : undefined,
    },
  },
  devToolbar: { enabled: false },
  telemetry: false,
});
