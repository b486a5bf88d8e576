import { describe, expect, it } from "vitest";
import { anchorsOf, brokenLinks, fileForPath, linksOf } from "./site-links.mjs";

const ORIGIN = "https://www.example.com";

/** A site of `pages` (path in out/ → HTML) and, besides them, `files`. */
function site(pages: Record<string, string>, files: string[] = []) {
  return {
    pages: new Map(Object.entries(pages)),
    files: new Set([...Object.keys(pages), ...files]),
    origin: ORIGIN,
  };
}

describe("linksOf and anchorsOf", () => {
  it("reads href, src, srcset, poster and action, not what scripts, styles or comments hold", () => {
    const html =
      '<a href="/a">a</a><img src="/i.png" srcset="/i-1.png 1x, /i-2.png 2x">' +
      '<video poster="/p.jpg"></video><form action="/api/v1/x"></form>' +
      '<script>const s = "<a href=\'/not\'>";</script><style>a[href="/no"]{}</style>' +
      '<!-- <a href="/commented"> -->';
    expect(linksOf(html).map((link) => link.url)).toEqual([
      "/a",
      "/i.png",
      "/i-1.png",
      "/i-2.png",
      "/p.jpg",
      "/api/v1/x",
    ]);
  });

  it("decodes entities in values and finds ids and <a name>", () => {
    expect(linksOf('<a href="/s?a=1&amp;b=2">x</a>')[0]?.url).toBe("/s?a=1&b=2");
    expect([...anchorsOf('<h2 id="one">x</h2><a name="two"></a><div name="no"></div>')]).toEqual([
      "one",
      "two",
    ]);
  });
});

describe("fileForPath", () => {
  const files = new Set(["index.html", "about.html", "blog/index.html", "logo.png"]);
  it("maps clean URLs as the server does", () => {
    expect(fileForPath("/", files)).toBe("index.html");
    expect(fileForPath("/about", files)).toBe("about.html");
    expect(fileForPath("/blog", files)).toBe("blog/index.html");
    expect(fileForPath("/logo.png", files)).toBe("logo.png");
    expect(fileForPath("/missing", files)).toBeUndefined();
    expect(fileForPath("/%E0", files)).toBeUndefined();
  });
});

describe("brokenLinks", () => {
  it("passes a site whose links, assets, server routes and fragments all resolve", () => {
    const problems = brokenLinks(
      site(
        {
          "index.html":
            '<a href="/about#team">t</a><a href="#top">up</a><a href="#main">m</a><main id="main"></main>' +
            `<link rel="canonical" href="${ORIGIN}/"><img src="/logo.png"><form action="/api/v1/submissions"></form>` +
            '<a href="mailto:a@b.c">m</a><a href="tel:+1">t</a><a href="https://other.example/x">o</a>',
          "about.html": '<h2 id="team">Team</h2><a href="./#main">home</a>',
        },
        ["logo.png"],
      ),
    );
    expect(problems).toEqual([]);
  });

  it("names each broken page link, asset, absolute same-origin link and missing fragment", () => {
    const problems = brokenLinks(
      site({
        "index.html":
          '<a href="/nope">x</a><img src="/gone.png"><a href="#nowhere">y</a>' +
          `<a href="${ORIGIN}/old-page">z</a>`,
        "blog/1.html": '<a href="/#missing">home</a><a href="../blog/1">self</a>',
      }),
    );
    expect(problems).toEqual([
      '/: <a href="/nope"> names no file in out/',
      '/: <img src="/gone.png"> names no file in out/',
      '/: <a href="#nowhere">: no id="nowhere" on /',
      `/: <a href="${ORIGIN}/old-page"> names no file in out/`,
      '/blog/1: <a href="/#missing">: no id="missing" on /',
    ]);
  });
});
