// @ts-check
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { articleMarkdown } from "./src/lib/blog/markdown.ts";

/**
 * Static output: every page is prerendered to out/ as `about.html` (clean URLs, no trailing
 * slash), a folder any CDN can serve. React components render at build; only those with a
 * `client:*` directive ship as islands.
 */
export default defineConfig({
  site: process.env.SITE_URL ?? "https://www.beyondcarehomehealth.com",
  output: "static",
  outDir: "./out",
  trailingSlash: "never",
  build: { format: "file", assets: "_astro" },
  integrations: [react()],
  // The blog articles' bodies (the site's only Markdown): heading ids, plain text, no raw HTML.
  markdown: articleMarkdown,
  vite: { plugins: [tailwindcss()] },
  devToolbar: { enabled: false },
  telemetry: false,
});
