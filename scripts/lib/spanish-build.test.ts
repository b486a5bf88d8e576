import { mkdirSync, mkdtempSync, readFileSync, existsSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  isSpanishPage,
  localizeLinks,
  mergeSpanishBuild,
  valueExportsOf,
} from "./spanish-build.mjs";

const routes = new Set(["/", "/services", "/contact", "/contact/send"]);

describe("localizeLinks", () => {
  it("points links to paired pages at /es, keeping hashes and queries", () => {
    const html =
      '<a href="/services">S</a><a class="x" href="/#values">V</a><a href="/contact?x=1">C</a>';
    expect(localizeLinks(html, routes)).toBe(
      '<a href="/es/services">S</a><a class="x" href="/es#values">V</a><a href="/es/contact?x=1">C</a>',
    );
  });

  it("leaves unpaired pages, other origins, tel: links and the language switch alone", () => {
    const html =
      '<a href="/about">A</a><a href="https://x.org/services">X</a><a href="tel:+1">T</a><a href="/services" hreflang="en">English</a><link rel="canonical" href="/services">';
    expect(localizeLinks(html, routes)).toBe(html);
  });

  it("localizes form actions and the links in islands' props", () => {
    const html =
      '<form method="post" action="/contact/send"></form><astro-island uid="1" props="{&quot;href&quot;:[0,&quot;/contact&quot;],&quot;other&quot;:[0,&quot;/about&quot;]}"></astro-island>';
    expect(localizeLinks(html, routes)).toBe(
      '<form method="post" action="/es/contact/send"></form><astro-island uid="1" props="{&quot;href&quot;:[0,&quot;/es/contact&quot;],&quot;other&quot;:[0,&quot;/about&quot;]}"></astro-island>',
    );
  });
});

describe("the Spanish pass", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("tells Spanish pages by their <html lang>", () => {
    expect(isSpanishPage('<!DOCTYPE html><html lang="es"><head>')).toBe(true);
    expect(isSpanishPage('<!DOCTYPE html><html lang="en"><head>')).toBe(false);
  });

  it("reads the value exports a Spanish module replaces", () => {
    const source =
      "export const review = {};\nexport function f() {}\nexport type T = string;\nconst a = 1, b = 2;\nexport { a, b as c };\n";
    expect(valueExportsOf(source)).toEqual(["review", "f", "a", "c"]);
  });

  it("writes the Spanish pages under out/es with localized links, and the new assets only", () => {
    dir = mkdtempSync(path.join(tmpdir(), "es-build-"));
    const build = path.join(dir, "build");
    const out = path.join(dir, "out");
    const page = (lang: string, body: string) =>
      `<!DOCTYPE html><html lang="${lang}"><body>${body}</body></html>`;
    const files: Record<string, string> = {
      "build/index.html": page("es", '<a href="/services">Servicios</a>'),
      "build/services.html": page("es", '<a href="/">Inicio</a><a href="/about">About</a>'),
      "build/about.html": page("en", "About"),
      "build/_astro/new.js": "new",
      "build/_astro/shared.js": "from the Spanish pass",
      "out/_astro/shared.js": "from the English build",
      "out/es/stale.html": "stale",
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    expect(mergeSpanishBuild(build, out)).toEqual(["/es", "/es/services"]);
    expect(readFileSync(path.join(out, "es.html"), "utf8")).toContain('href="/es/services"');
    expect(readFileSync(path.join(out, "es/services.html"), "utf8")).toContain(
      '<a href="/es">Inicio</a><a href="/about">About</a>',
    );
    expect(existsSync(path.join(out, "es/about.html"))).toBe(false);
    expect(existsSync(path.join(out, "es/stale.html"))).toBe(false);
    expect(readFileSync(path.join(out, "_astro/new.js"), "utf8")).toBe("new");
    expect(readFileSync(path.join(out, "_astro/shared.js"), "utf8")).toBe("from the English build");
  });
});
