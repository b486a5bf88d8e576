import { describe, expect, it } from "vitest";
import { parseCss, printCss } from "./css-blocks.mjs";
import { pageTests, pruneStylesheet, requiredClasses, requiredElements } from "./page-css.mjs";
import { pageText } from "./page-css-site.mjs";

describe("parseCss and printCss", () => {
  it("give back the same minified stylesheet, braces and commas in strings and escapes kept", () => {
    const css =
      '/*! licence */@layer a,b;@layer a{.x{content:"{;}"}@media (min-width:40rem){.sm\\:y{top:0}}}' +
      '.w-\\[calc\\(1\\%\\,2\\)\\]{width:1px}@property --p{syntax:"*";inherits:false}' +
      "@keyframes spin{to{rotate:1turn}}";
    const nodes = parseCss(css);
    expect(printCss(nodes)).toBe(css);
    expect(nodes.map((node) => node.type)).toEqual(["comment", "at", "block", "rule", "at", "at"]);
  });
});

describe("requiredClasses", () => {
  it("unescapes Tailwind's class names, hex escapes included", () => {
    expect(requiredClasses(".top-1\\.5\\!,.\\32 xl\\:p-4")).toEqual([["top-1.5!"], ["2xl:p-4"]]);
  });

  it("needs the group of a group variant, not a class inside :not() or a list of alternatives", () => {
    expect(requiredClasses(".group-hover\\:x:is(:where(.group):hover *)")).toEqual([
      ["group-hover:x", "group"],
    ]);
    expect(requiredClasses(".a:not(.b)")).toEqual([["a"]]);
    expect(requiredClasses(".a:is(.b,.c)")).toEqual([["a"]]);
    expect(requiredClasses('[data-x=".y"] .z')).toEqual([["z"]]);
    expect(requiredClasses("html:has(dialog[open]),body")).toEqual([[], []]);
  });
});

describe("requiredElements", () => {
  it("needs the elements a selector names, the host of a form field's pseudo-element too", () => {
    expect(requiredElements("hr,abbr:where([title])")).toEqual([[["hr"]], [["abbr"]]]);
    expect(requiredElements(":where(select:is([multiple],[size])) optgroup")).toEqual([
      [["select"], ["optgroup"]],
    ]);
    expect(requiredElements("::-webkit-date-and-time-value,::placeholder")).toEqual([
      [["input"]],
      [["input", "textarea"]],
    ]);
  });

  it("needs a data attribute, in markup or as a script's dataset key", () => {
    expect(requiredElements("body:has([data-print-summary]) *,.a:not([data-x]),[hidden]")).toEqual([
      [["[data-print-summary", "[printSummary"], ["body"]],
      [],
      [],
    ]);
  });

  it("needs no element for a class, an id, a pseudo-class or what :not() and alternatives hold", () => {
    expect(requiredElements(".\\32 xl\\:p-4,#main,*,:-moz-focusring:where(:not(iframe))")).toEqual([
      [],
      [],
      [],
      [],
    ]);
    expect(requiredElements('svg[viewBox="0 0 24 24"]:not([fill]),.a:is(b,i) u')).toEqual([
      [["svg"]],
      [["u"]],
    ]);
  });
});

describe("pageTests", () => {
  it("finds whole class tokens in markup and minified code, not parts of words", () => {
    const { hasClass } = pageTests('<p class="inline-flex p-4">x</p>\nconst c="gap-2\\nmt-1";');
    expect(["inline-flex", "p-4", "gap-2", "mt-1"].every(hasClass)).toBe(true);
    expect(hasClass("flex")).toBe(false);
  });

  it("finds a class with a quote in it anywhere in the text", () => {
    expect(pageTests(`<i class="after:content-['']">`).hasClass("after:content-['']")).toBe(true);
  });
});

const SHEET =
  "/*! tailwindcss */@layer theme{:root,:host{--color-a:red;--color-b:blue;--font:var(--f);--f:x}}" +
  "@layer base{*{margin:0}h1{font-weight:700}}" +
  "@layer utilities{.flex{display:flex}.grid{display:grid}.text-a{color:var(--color-a)}" +
  ".font{font-family:var(--font)}.spin{animation:spin 1s}" +
  "@media (min-width:40rem){.sm\\:grid{display:grid}}" +
  ".group-hover\\:flex:is(:where(.group):hover *){display:flex}}" +
  '@property --tw-x{syntax:"*";inherits:false}@property --tw-y{syntax:"*";inherits:false}' +
  "@keyframes spin{to{rotate:1turn}}@keyframes pulse{50%{opacity:.5}}" +
  // A second setter: --color-a, --color-b and --f stay variables (page-css-constants.mjs).
  ".alt{--color-a:green;--color-b:green;--f:y}";

describe("pruneStylesheet", () => {
  it("keeps the rules without a class and those whose classes the page has; drops empty groups", () => {
    const css = pruneStylesheet(SHEET, '<h1 class="flex text-a">');
    expect(css).toContain("*{margin:0}h1{font-weight:700}");
    expect(css).toContain(".flex{display:flex}.text-a{color:var(--color-a)}");
    expect(css).not.toContain(".grid{");
    expect(css).not.toContain("@media");
    expect(css).not.toContain("group-hover");
  });

  it("drops an element's rule when no element of that name is in the page's text", () => {
    expect(pruneStylesheet(SHEET, '<div class="flex">')).toContain("@layer base{*{margin:0}}");
    // An island's code names its elements as it names its classes: jsx("h1", …).
    expect(pruneStylesheet(SHEET, '<div class="flex">\nn("h1",{})')).toContain(
      "h1{font-weight:700}",
    );
  });

  it("drops a rule whose data attribute neither the markup nor a script's dataset names", () => {
    const sheet = "@media print{html[data-print-status] body *{visibility:hidden}}";
    expect(pruneStylesheet(sheet, "<html><body><p>")).toBe("");
    expect(pruneStylesheet(sheet, "<html data-print-status><body>")).toBe(sheet);
    expect(pruneStylesheet(sheet, "<html><body>\nd.documentElement.dataset.printStatus=1")).toBe(
      sheet,
    );
  });

  it("writes the theme's constants into the rules that read them, and drops them from the theme", () => {
    const sheet =
      "@layer theme{:root,:host{--spacing:.25rem;--c:#123}}.m-2{margin:calc(var(--spacing) * 2);color:var(--c)}";
    expect(pruneStylesheet(sheet, '<p class="m-2">')).toBe(".m-2{margin:.5rem;color:#123}");
    // A variable the page names (an inline style may set it) stays a variable.
    expect(pruneStylesheet(sheet, '<p class="m-2" style="--c:red">')).toBe(
      "@layer theme{:root,:host{--c:#123}}.m-2{margin:.5rem;color:var(--c)}",
    );
  });

  it("keeps a group variant only when the page has the group too", () => {
    expect(pruneStylesheet(SHEET, '<a class="group-hover:flex">')).not.toContain("group-hover");
    expect(pruneStylesheet(SHEET, '<a class="group"><b class="group-hover:flex">')).toContain(
      ".group-hover\\:flex:is(:where(.group):hover *){display:flex}",
    );
  });

  it("keeps the theme variables read by a kept rule, by another kept variable, or by the page", () => {
    expect(pruneStylesheet(SHEET, '<p class="text-a">')).toContain(":root,:host{--color-a:red}");
    expect(pruneStylesheet(SHEET, '<p class="font">')).toContain(
      ":root,:host{--font:var(--f);--f:x}",
    );
    expect(pruneStylesheet(SHEET, '<p style="color:var(--color-b)">')).toContain(
      ":root,:host{--color-b:blue}",
    );
    expect(pruneStylesheet(SHEET, "<p>")).not.toContain(":root");
  });

  it("keeps an @property or @keyframes only when something names it", () => {
    const css = pruneStylesheet(SHEET, '<p class="spin" style="--tw-y:1">');
    expect(css).toContain("@keyframes spin");
    expect(css).not.toContain("@keyframes pulse");
    expect(css).toContain("@property --tw-y");
    expect(css).not.toContain("@property --tw-x");
  });

  it("keeps the classes an island's code draws at run time", () => {
    const text = pageText('<astro-island props="{&quot;c&quot;:&quot;sm:grid&quot;}">', [
      'e.className="grid"',
    ]);
    const css = pruneStylesheet(SHEET, text);
    expect(css).toContain(".grid{display:grid}");
    expect(css).toContain(".sm\\:grid{display:grid}");
  });

  it("does not read the page's own stylesheet as its classes", () => {
    const css = pruneStylesheet(SHEET, pageText("<style>.grid{display:grid}</style><p>", []));
    expect(css).not.toContain(".grid{");
  });
});

describe("pruneStylesheet's @font-face", () => {
  const face = (name: string, range?: string) =>
    `@font-face{font-family:${name};src:url(/${name}.woff2)${range ? `;unicode-range:${range}` : ""}}`;
  const sheet = [
    face("Latin", "U+0000-00FF,U+0131"),
    face("Han-1", "U+4E00-4E0F"),
    face("Han-2", "U+5000-50FF"),
    face("Wild", "U+26??"),
    face("Any"),
  ].join("");

  it("keeps the subsets whose range holds one of the page's characters, and faces without one", () => {
    const css = pruneStylesheet(sheet, "<p>Hi 上 ☃</p>");
    expect(css).toContain("font-family:Latin");
    expect(css).toContain("font-family:Han-1");
    expect(css).not.toContain("font-family:Han-2");
    expect(css).toContain("font-family:Wild");
    expect(css).toContain("font-family:Any");
  });

  it("drops a subset when the page has none of its characters", () => {
    expect(pruneStylesheet(sheet, "<p>Hi</p>")).not.toContain("Han-1");
    expect(pruneStylesheet(sheet, "<p>Hi</p>")).not.toContain("Wild");
  });
});
