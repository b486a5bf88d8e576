import { describe, expect, it } from "vitest";
import { inlineConstants, themeConstants } from "./page-css-constants.mjs";

const SHEET =
  "@layer theme{:root,:host{--spacing:.25rem;--color-a:#155a54;--font:var(--f);--color-b:red;" +
  "--lh: 1.2 }}.x{--color-b:blue}";

describe("themeConstants", () => {
  it("takes the theme's literal values that nothing else in the sheet sets", () => {
    expect([...themeConstants(SHEET)]).toEqual([
      ["--spacing", ".25rem"],
      ["--color-a", "#155a54"],
      ["--lh", "1.2"],
    ]);
  });

  it("finds none without a theme", () => {
    expect(themeConstants(".a{color:var(--x)}").size).toBe(0);
  });
});

describe("inlineConstants", () => {
  const constants = themeConstants(SHEET);
  const none = () => false;

  it("writes spacing steps as lengths, negative and fractional ones too", () => {
    expect(
      inlineConstants(
        ".m{margin:calc(var(--spacing) * -2);gap:calc(var(--spacing) * 1.5);top:calc(var(--spacing) * .5)}",
        constants,
        none,
      ),
    ).toBe(".m{margin:-.5rem;gap:.375rem;top:.125rem}");
  });

  it("writes a constant's value for its var(), inside other functions too", () => {
    expect(
      inlineConstants(
        ".a{color:var(--color-a);background:color-mix(in oklab,var(--color-a) 95%,transparent);line-height:var(--tw-leading,var(--lh))}",
        constants,
        none,
      ),
    ).toBe(
      ".a{color:#155a54;background:color-mix(in oklab,#155a54 95%,transparent);line-height:var(--tw-leading,1.2)}",
    );
  });

  it("leaves a variable another rule sets, one with var() in it, and one the page names", () => {
    const css = ".a{color:var(--color-b);font:var(--font);top:var(--spacing);fill:var(--color-a)}";
    expect(inlineConstants(css, constants, (name) => name === "--color-a")).toBe(
      ".a{color:var(--color-b);font:var(--font);top:.25rem;fill:var(--color-a)}",
    );
  });
});
