import { describe, expect, it } from "vitest";
import { iconUseProblems } from "./icon-uses.mjs";

const SPRITE = "_astro/icons.AbC123.svg";
const spriteText =
  '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="phone" viewBox="0 0 24 24"><path d="M1 1"/></symbol>' +
  '<symbol id="x" viewBox="0 0 24 24"><path d="M2 2"/></symbol></svg>';
const icon = (href: string) =>
  `<svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24"><use href="${href}"></use></svg>`;
const check = (pages: Record<string, string>) =>
  iconUseProblems({
    pages: new Map(Object.entries(pages)),
    files: new Set([SPRITE, "contact.html", "logo.svg"]),
    readFile: (file) => (file === SPRITE ? spriteText : "<svg></svg>"),
  });

describe("iconUseProblems", () => {
  it("passes icons that name a symbol of a file the build has", () => {
    expect(
      check({
        "contact.html": `<p>${icon(`/${SPRITE}#phone`)} Call ${icon(`/${SPRITE}#x`)}</p>`,
        "es/contact.html": icon(`/${SPRITE}#phone`),
      }),
    ).toEqual([]);
  });

  it("passes an icon that names a symbol of its own page, fails one the page does not have", () => {
    const symbol =
      '<svg class="icon-symbols"><symbol id="phone" viewBox="0 0 24 24"><path d="M1 1"/></symbol></svg>';
    expect(check({ "contact.html": `${symbol}<p>${icon("#phone")} Call</p>` })).toEqual([]);
    expect(check({ "contact.html": `${symbol}<p>${icon("#clock")} Hours</p>` })).toEqual([
      '/contact: <use href="#clock"> names a symbol the page does not have (#clock)',
    ]);
  });

  it("fails a missing symbol, a missing file, a data: URL, another origin and a bare file", () => {
    expect(
      check({
        "contact.html": [
          icon(`/${SPRITE}#fax`),
          icon("/_astro/icons.Old999.svg#phone"),
          icon("data:image/svg+xml;base64,PHN2Zz4=#phone"),
          icon(`https://cdn.example/${SPRITE}#phone`),
          icon("/logo.svg"),
          // Reported once per page, however often it is drawn.
          icon(`/${SPRITE}#fax`),
        ].join(""),
      }),
    ).toEqual([
      `/contact: <use href="/${SPRITE}#fax"> names a symbol ${SPRITE} does not have (#fax)`,
      '/contact: <use href="/_astro/icons.Old999.svg#phone"> names a file the build does not have (_astro/icons.Old999.svg)',
      '/contact: <use href="data:image/svg+xml;base64,PHN2Zz4=#phone"> is not a file of this site',
      `/contact: <use href="https://cdn.example/${SPRITE}#phone"> is not a file of this site`,
      '/contact: <use href="/logo.svg"> names no symbol (#id)',
    ]);
  });

  it("fails a script that carries lucide-react's icon code, passes one that draws <use>", () => {
    const problems = iconUseProblems({
      pages: new Map(),
      files: new Set(["_astro/island.A1.js", "_astro/createLucideIcon.B2.js", "_astro/icon.C3.js"]),
      readFile: (file) =>
        ({
          "_astro/island.A1.js": 'const n={name:"phone",node:[]};export{n as __iconData}',
          "_astro/createLucideIcon.B2.js": 'f=[`lucide-${e.name}`],N("lucide",...f)',
          "_astro/icon.C3.js": 'h("use",{href:"/_astro/icons.X.svg#"+n})',
        })[file] ?? "",
    });
    expect(problems).toEqual([
      "/_astro/island.A1.js: carries lucide-react's code (draw its icons with <Icon name>)",
      "/_astro/createLucideIcon.B2.js: carries lucide-react's code (draw its icons with <Icon name>)",
    ]);
  });

  it("fails an inline copy of a lucide icon, whatever its other classes", () => {
    const lucide = (cls: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" class="${cls}" viewBox="0 0 24 24"><path d="M1 1"/></svg>`;
    expect(
      check({
        "services.html": lucide("lucide lucide-phone size-5") + lucide("size-5 lucide-x"),
        "about.html": lucide("size-5 text-brand-700"),
      }),
    ).toEqual(["/services: 2 inline lucide <svg> (draw it with <Icon name>)"]);
  });
});
