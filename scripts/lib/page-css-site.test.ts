import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { MANIFEST, prunePages } from "./page-css-site.mjs";

const SHEET =
  "/*! tailwindcss */@layer utilities{.flex{display:flex}.grid{display:grid}" +
  ".hidden{display:none}.block{display:block}}";
let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("prunePages", () => {
  it("keeps the classes of the page, of its modules and of what they import on demand", () => {
    dir = mkdtempSync(path.join(tmpdir(), "page-css-"));
    mkdirSync(path.join(dir, "_astro"));
    writeFileSync(
      path.join(dir, "_astro", "island.js"),
      'import("./dialog.js");el.className="grid"',
    );
    writeFileSync(path.join(dir, "_astro", "dialog.js"), 'export const c = "hidden";');
    const page = `<html><head><style>${SHEET}</style></head><body class="flex"><script type="module" src="/_astro/island.js"></script></body></html>`;
    writeFileSync(path.join(dir, "a.html"), page);
    writeFileSync(path.join(dir, "b.html"), "<html><body>no stylesheet</body></html>");

    expect(prunePages(dir)).toEqual([
      { file: "a.html", before: SHEET.length, after: expect.any(Number) },
    ]);
    const css = /<style>(.*)<\/style>/.exec(readFileSync(path.join(dir, "a.html"), "utf8"))?.[1];
    expect(css).toBe(
      "/*! tailwindcss */@layer utilities{.flex{display:flex}.grid{display:grid}.hidden{display:none}}",
    );
    const manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST), "utf8"));
    expect(manifest.sheets[manifest.pages["a.html"]]).toBe(SHEET);
  });
});
