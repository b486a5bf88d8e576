import { describe, expect, it } from "vitest";
import { pageScripts, parseAttributes, routeFromHtmlPath } from "./page-scripts.mjs";
import { loaderScript } from "./shell-scripts.mjs";

const PAGE = `<!DOCTYPE html><html><head>
<script type="module" src="/_astro/page.abc.js"></script>
<script src='/legacy.js' defer></script>
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
<script type="importmap">{"imports":{}}</script>
<link rel="modulepreload" href="/_astro/shared.def.js">
<link rel="preload" as="script" href="/_astro/early.js">
<link rel="preload" as="font" href="/_astro/font.woff2" crossorigin>
<link rel="stylesheet" href="/_astro/site.css">
<!-- <script src="/commented-out.js"></script> -->
</head><body>
<astro-island uid="a" component-url="/_astro/menu.js" component-export="Menu" renderer-url="/_astro/client.js" props="{&quot;a&quot;:1}" client="load"></astro-island>
<astro-island uid="b" component-url="/_astro/faq.js" renderer-url="/_astro/client.js" before-hydration-url="/_astro/before.js" client="visible"></astro-island>
<script>(()=>{window.x=1})();</script>
<script type="module">import "./_astro/inline-dep.js";</script>
<script type="text/javascript">var y = 2;</script>
<script>  </script>
</body></html>`;

describe("pageScripts", () => {
  const scripts = pageScripts(PAGE);

  it("lists every script URL once: script src, island component/renderer/before-hydration URLs and script preloads", () => {
    expect(scripts.urls).toEqual([
      "/_astro/page.abc.js",
      "/legacy.js",
      "/_astro/shared.def.js",
      "/_astro/early.js",
      "/_astro/menu.js",
      "/_astro/client.js",
      "/_astro/faq.js",
      "/_astro/before.js",
    ]);
  });

  it("keeps inline JavaScript (classic and module) and skips data blocks, empty scripts and comments", () => {
    expect(scripts.inline).toEqual([
      { code: "(()=>{window.x=1})();", module: false },
      { code: 'import "./_astro/inline-dep.js";', module: true },
      { code: "var y = 2;", module: false },
    ]);
  });

  it("counts the files the build's loader imports after the first paint, not an import in other code", () => {
    const loader = loaderScript(["/_astro/SiteHeader.a.js", "/_astro/ArticleScripts.b.js"]);
    const other = '<script type="module">import("/_astro/other.js")</script>';
    const { urls, inline } = pageScripts(`<head>${loader}${other}</head>`);
    expect(urls).toEqual(["/_astro/SiteHeader.a.js", "/_astro/ArticleScripts.b.js"]);
    expect(inline).toHaveLength(2);
  });

  it("finds nothing on a page without scripts", () => {
    expect(pageScripts("<html><body><p>Hello</p></body></html>")).toEqual({ urls: [], inline: [] });
  });

  it("reads upper-case tags and unquoted attributes", () => {
    expect(pageScripts("<SCRIPT SRC=/a.js TYPE=module></SCRIPT>").urls).toEqual(["/a.js"]);
  });
});

describe("parseAttributes", () => {
  it("decodes entities, lower-cases names and gives valueless attributes an empty value", () => {
    const attributes = parseAttributes(`component-url="/a.js?x=1&amp;y=2" SSR data-x='q'`);
    expect(attributes.get("component-url")).toBe("/a.js?x=1&y=2");
    expect(attributes.get("ssr")).toBe("");
    expect(attributes.get("data-x")).toBe("q");
  });
});

describe("routeFromHtmlPath", () => {
  it("maps built files to clean URLs", () => {
    expect(routeFromHtmlPath("index.html")).toBe("/");
    expect(routeFromHtmlPath("about.html")).toBe("/about");
    expect(routeFromHtmlPath("404.html")).toBe("/404");
    expect(routeFromHtmlPath("blog/index.html")).toBe("/blog");
    expect(routeFromHtmlPath("blog/page/2.html")).toBe("/blog/page/2");
    expect(routeFromHtmlPath("services/skilled-nursing.html")).toBe("/services/skilled-nursing");
  });
});
