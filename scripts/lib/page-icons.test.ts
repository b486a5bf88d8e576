import { describe, expect, it } from "vitest";
import { inlinePageIcons, spriteSymbols } from "./page-icons.mjs";

const SPRITE = "/_astro/icons.AbC123.svg";
const PHONE = '<symbol id="phone" viewBox="0 0 24 24"><path d="M1 1"/></symbol>';
const CLOCK = '<symbol id="clock" viewBox="0 0 24 24"><circle r="1"/></symbol>';
const symbols = spriteSymbols(
  `<svg xmlns="http://www.w3.org/2000/svg">\n${PHONE}\n${CLOCK}\n<symbol id="x" viewBox="0 0 24 24"><path d="M2 2"/></symbol>\n</svg>\n`,
);
const icon = (href: string) =>
  `<svg viewBox="0 0 24 24" aria-hidden="true"><use href="${href}"></use></svg>`;
const page = (body: string) =>
  `<!DOCTYPE html><html><head></head><body class="a">${body}</body></html>`;

describe("inlinePageIcons", () => {
  it("reads each symbol of the sprite whole", () => {
    expect([...symbols.keys()]).toEqual(["phone", "clock", "x"]);
    expect(symbols.get("phone")).toBe(PHONE);
  });

  it("names the page's own symbols and carries each one once, first in the body", () => {
    const { html, ids } = inlinePageIcons(
      page(`${icon(`${SPRITE}#phone`)} Call ${icon(`${SPRITE}#clock`)} ${icon(`${SPRITE}#phone`)}`),
      SPRITE,
      symbols,
    );
    expect(ids).toEqual(["phone", "clock"]);
    // Each drawn in a box of its own viewBox: the symbol's is left out (the same scale).
    const bare = (symbol: string) => symbol.replace(' viewBox="0 0 24 24"', "");
    expect(html).toBe(
      page(
        `<svg class="icon-symbols">${bare(PHONE)}${bare(CLOCK)}</svg>${icon("#phone")} Call ${icon("#clock")} ${icon("#phone")}`,
      ),
    );
    expect(html).not.toContain(SPRITE);
  });

  it("keeps a symbol's viewBox when one of its uses sits in another box", () => {
    // A <use> with an attribute before its href is a use all the same.
    const other = `<svg viewBox="0 0 48 48" aria-hidden="true"><use x="0" href="${SPRITE}#phone"></use></svg>`;
    const { html } = inlinePageIcons(page(`${icon(`${SPRITE}#phone`)}${other}`), SPRITE, symbols);
    expect(html).toContain(`<svg class="icon-symbols">${PHONE}</svg>`);
  });

  it("leaves a page without icons as it is", () => {
    const html = page("<p>No icons</p>");
    expect(inlinePageIcons(html, SPRITE, symbols)).toEqual({ html, ids: [] });
  });

  it("refuses a symbol the sprite lacks, an element already named like an icon, a page without a body", () => {
    expect(() => inlinePageIcons(page(icon(`${SPRITE}#fax`)), SPRITE, symbols)).toThrow(
      "names #fax, which the sprite does not have",
    );
    expect(() =>
      inlinePageIcons(page(`<h2 id="phone">Call</h2>${icon(`${SPRITE}#phone`)}`), SPRITE, symbols),
    ).toThrow('has an element with id="phone"');
    expect(() => inlinePageIcons(icon(`${SPRITE}#phone`), SPRITE, symbols)).toThrow("no <body>");
  });
});
