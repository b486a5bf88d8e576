import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import {
  classAttributes,
  elementNames,
  pageCssProblems,
  styleHashProblems,
} from "./page-css-gate.mjs";
import { pruneStylesheet } from "./page-css.mjs";
import { pageText } from "./page-css-site.mjs";

const WHOLE =
  "/*! tailwindcss */@layer utilities{.flex{display:flex}.grid{display:grid}" +
  "@media (min-width:40rem){.sm\\:grid{display:grid}}}";
const manifest = { sheets: { h: WHOLE }, pages: { "a.html": "h" } };
const page = (css: string, body = '<p class="flex sm:grid">') =>
  `<html><head><style>${css}</style></head><body>${body}</body></html>`;

describe("classAttributes", () => {
  it("reads every class of every class attribute, entities decoded", () => {
    expect([...classAttributes(`<a class="x [&amp;_b]:y"><i class='z'>`)]).toEqual([
      "x",
      "[&_b]:y",
      "z",
    ]);
  });
});

describe("elementNames", () => {
  it("reads the data attributes of the start tags too, marked [", () => {
    expect([...elementNames('<html data-print-status><a data-x="1" href="/">')]).toEqual([
      "html",
      "a",
      "[data-print-status",
      "[data-x",
    ]);
  });

  it("reads the name of every start tag, in lower case", () => {
    expect([...elementNames('<P class="a"><hr/><my-box></my-box></P>')]).toEqual([
      "p",
      "hr",
      "my-box",
    ]);
  });
});

describe("pageCssProblems", () => {
  it("passes a page pruned by the build's own pruning", () => {
    const html = page(WHOLE);
    const pruned = page(pruneStylesheet(WHOLE, pageText(html, [])));
    expect(pruned).not.toContain(".grid{");
    expect(pageCssProblems({ pages: new Map([["a.html", pruned]]), manifest })).toEqual([]);
  });

  it("names a page whose CSS lost a rule its classes use, with the rule's @media", () => {
    const pruned = page("/*! tailwindcss */@layer utilities{.flex{display:flex}}");
    expect(pageCssProblems({ pages: new Map([["a.html", pruned]]), manifest })).toEqual([
      "/a.html: 1 rule(s) its classes use were dropped: @layer utilities>@media (min-width:40rem)>.sm\\:grid",
    ]);
  });

  it("names a page whose CSS lost the rule of an element it has, not one it lacks", () => {
    const whole = "/*! tailwindcss */@layer base{hr{height:0}table{border:0}}";
    const sheets = { sheets: { h: whole }, pages: { "a.html": "h" } };
    const pruned = page("/*! tailwindcss */@layer base{hr{height:0}}", "<hr>");
    expect(pageCssProblems({ pages: new Map([["a.html", pruned]]), manifest: sheets })).toEqual([]);
    const lost = page("/*! tailwindcss */@layer base{}", "<hr>");
    expect(pageCssProblems({ pages: new Map([["a.html", lost]]), manifest: sheets })).toEqual([
      "/a.html: 1 rule(s) its classes use were dropped: @layer base>hr",
    ]);
  });

  it("holds each page to the CSS budget", () => {
    expect(
      pageCssProblems({ pages: new Map([["a.html", page(WHOLE)]]), manifest, budget: 100 }),
    ).toEqual([`/a.html: ${(WHOLE.length / 1024).toFixed(1)} kB of CSS > ${100 / 1024} kB`]);
  });

  it("fails without the build's record of the whole stylesheets", () => {
    expect(
      pageCssProblems({ pages: new Map([["a.html", page(WHOLE)]]), manifest: undefined }),
    ).toHaveLength(1);
    expect(pageCssProblems({ pages: new Map([["b.html", page(WHOLE)]]), manifest })).toEqual([
      "/b.html: no whole stylesheet in _page-css.json",
    ]);
  });
});

describe("styleHashProblems", () => {
  const hash = (css: string) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`;
  const rule = (source: string, styleSrc: string) => ({
    source,
    headers: [
      { key: "Content-Security-Policy", value: `default-src 'self'; style-src ${styleSrc}` },
    ],
  });

  it("names a page whose <style> changed after its CSP's hashes were written", () => {
    const pages = new Map([
      ["inbox.html", "<style>.a{}</style>"],
      ["status.html", "<style>.b{}</style>"],
    ]);
    expect(
      styleHashProblems(pages, [
        rule("inbox", `'self' ${hash(".old{}")}`),
        rule("status", `'self' ${hash(".b{}")}`),
      ]),
    ).toEqual(["/inbox: 1 <style> block(s) not in its CSP's hashes"]);
  });

  it("leaves alone the pages that allow inline styles", () => {
    const pages = new Map([["about.html", "<style>.a{}</style>"]]);
    expect(styleHashProblems(pages, [rule("about", "'self' 'unsafe-inline'")])).toEqual([]);
    expect(styleHashProblems(pages, [rule("**", "'self'")])).toEqual([]);
  });
});
