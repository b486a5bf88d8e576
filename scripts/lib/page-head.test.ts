import { describe, expect, it } from "vitest";
import { pageHeadProblems } from "./page-head.mjs";

const ORIGIN = "https://www.example.com";

/** A page as the layout builds it, with `change` applied to its head and body. */
function page(
  path: string,
  {
    lang = path.startsWith("/es") ? "es" : "en",
    title = `The page at ${path} | Example Agency`,
    head = "",
    body = "<h1>Heading</h1>",
    alternates = "",
  } = {},
) {
  const url = new URL(path, ORIGIN).toString();
  return (
    `<!doctype html><html lang="${lang}"><head><title>${title}</title>` +
    `<meta name="description" content="A description long enough to describe this page well.">` +
    `<link rel="canonical" href="${url}">${alternates}` +
    `<meta property="og:title" content="${title}"><meta property="og:url" content="${url}">` +
    `<meta property="og:image" content="${ORIGIN}/og.png">` +
    `<meta name="twitter:card" content="summary_large_image">${head}</head>` +
    `<body>${body}<img src="/a.png" alt="" width="10" height="10"></body></html>`
  );
}

const PAIR =
  `<link rel="alternate" hreflang="en" href="${ORIGIN}/services">` +
  `<link rel="alternate" hreflang="es" href="${ORIGIN}/es/services">` +
  `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/services">`;
/** The language switch as LanguageSwitch.astro writes it. */
const toLanguage = (href: string, lang: string) =>
  `<a href="${href}" hreflang="${lang}" lang="${lang}" data-locale-switch>${lang}</a>`;
/** A page of the pair, with its switch in the header and in the menu. */
const paired = (path: string, other: string, lang: string) =>
  page(path, {
    alternates: PAIR,
    body: `${toLanguage(other, lang)}<h1>Heading</h1>${toLanguage(other, lang)}`,
  });

function problems(pages: Record<string, string>) {
  const files = new Map(
    Object.entries(pages).map(([path, html]) => [
      path === "/" ? "index.html" : `${path.slice(1)}.html`,
      html,
    ]),
  );
  return pageHeadProblems({
    pages: files,
    files: new Set(files.keys()),
    sitemapPaths: Object.keys(pages),
    origin: ORIGIN,
  });
}

/** The problems but the language switch's (a test of the hreflang set alone). */
const hreflangProblems = (pages: Record<string, string>) =>
  problems(pages).filter((problem) => !problem.includes("language switch"));

describe("pageHeadProblems", () => {
  it("passes pages whose head is whole and whose hreflang pair holds both ways", () => {
    expect(
      problems({
        "/": page("/"),
        "/services": paired("/services", "/es/services", "es"),
        "/es/services": paired("/es/services", "/services", "en"),
      }),
    ).toEqual([]);
  });

  it("finds a language switch missing, leading elsewhere, or on a page in one language", () => {
    expect(
      problems({
        "/": page("/", { body: `<h1>Home</h1>${toLanguage("/es", "es")}` }),
        "/services": page("/services", {
          alternates: PAIR,
          body: `${toLanguage("/es/services", "es")}<h1>S</h1>${toLanguage("/es/about", "es")}`,
        }),
        "/es/services": page("/es/services", {
          alternates: PAIR,
          body: `<h1>S</h1>${toLanguage("/services", "es")}`,
        }),
        "/about": page("/about", { alternates: "" }),
      }),
    ).toEqual([
      "/: a language switch, but no other language",
      "/services: the language switch leads to /es/about (hreflang es), expected /es/services (es)",
      "/es/services: the language switch leads to /services (hreflang es), expected /services (en)",
    ]);
    expect(
      problems({
        "/services": page("/services", { alternates: PAIR }),
        "/es/services": paired("/es/services", "/services", "en"),
      }),
    ).toEqual(["/services: no language switch to /es/services"]);
  });

  it("names each missing or wrong part of a head", () => {
    const broken = page("/about", {
      lang: "es",
      title: "Short",
      head: '<meta name="robots" content="noindex">',
      body: "<h1>One</h1><h1>Two</h1><h3>Three</h3><img src=/b.png>",
    })
      .replace(/content="A description[^"]*"/, 'content="Too short."')
      .replace(`href="${ORIGIN}/about"`, `href="${ORIGIN}/elsewhere"`)
      .replace("/og.png", "/logo.png")
      .replace("summary_large_image", "summary");
    expect(problems({ "/about": broken })).toEqual([
      '/about: <html lang="es">, expected "en"',
      '/about: title "Short" is too short',
      "/about: description shorter than 50 characters",
      `/about: canonical ${ORIGIN}/elsewhere, expected ${ORIGIN}/about`,
      "/about: noindex on a page the sitemap lists",
      `/about: og:image ${ORIGIN}/logo.png`,
      "/about: twitter:card summary",
      "/about: 2 <h1> elements, expected 1",
      "/about: <h1> then <h3>: a level skipped",
      '/about: <img src="/b.png"> has no alt',
      '/about: <img src="/b.png"> has no width or height',
    ]);
  });

  it("finds a title used twice, og:title unlike the title, and a sitemap page not built", () => {
    const same = "The same title | Example Agency";
    const found = problems({
      "/a": page("/a", { title: same }),
      "/b": page("/b", { title: same }),
      "/c": page("/c").replace('og:title" content="', 'og:title" content="Other '),
    });
    expect(found).toEqual([
      `/b: title "${same}" repeats /a`,
      '/c: og:title "Other The page at /c | Example Agency" is not the title',
    ]);
    expect(
      pageHeadProblems({
        pages: new Map(),
        files: new Set(),
        sitemapPaths: ["/x"],
        origin: ORIGIN,
      }),
    ).toEqual(["/x: in the sitemap but not built"]);
  });

  it("finds an hreflang pair that does not hold both ways, or lacks itself or x-default", () => {
    const oneWay = hreflangProblems({
      "/services": page("/services", { alternates: PAIR }),
      "/es/services": page("/es/services"),
    });
    expect(oneWay).toEqual(["/services: /es/services does not list the same hreflang set back"]);
    const noDefault = PAIR.replace(/<link[^>]*x-default[^>]*>/, "");
    expect(
      hreflangProblems({
        "/services": page("/services", { alternates: noDefault }),
        "/es/services": page("/es/services", { alternates: noDefault }),
      }),
    ).toEqual([
      "/services: hreflang without x-default",
      "/es/services: hreflang without x-default",
    ]);
    const elsewhere = PAIR.replaceAll("/services", "/about");
    expect(hreflangProblems({ "/services": page("/services", { alternates: elsewhere }) })).toEqual(
      [
        "/services: its hreflang set does not list itself",
        "/services: hreflang to /about, not a sitemap page",
        "/services: hreflang to /es/about, not a sitemap page",
      ],
    );
  });
});
