import { describe, expect, it } from "vitest";
import { fontPreloads, withFontPreloads } from "./font-preload.mjs";

const LINK =
  '<link rel="preload" href="/_next/static/media/font-s.p.abc.woff2" as="font" crossorigin="" type="font/woff2"/>';
const PAGE = `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${LINK}<link rel="preload" as="script" href="/a.js"/></head><body></body></html>`;
const NOT_FOUND = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>404</title></head><body></body></html>`;

describe("font preloads", () => {
  it("finds only the font preloads of a page", () => {
    expect(fontPreloads(PAGE)).toEqual([LINK]);
  });

  it("adds the missing preload right after the charset", () => {
    const fixed = withFontPreloads(NOT_FOUND, fontPreloads(PAGE));
    expect(fixed).toContain(`<meta charSet="utf-8"/>${LINK}<title>`);
    expect(fontPreloads(fixed)).toEqual([LINK]);
  });

  it("does not add a link twice", () => {
    expect(withFontPreloads(PAGE, [LINK])).toBe(PAGE);
  });
});
