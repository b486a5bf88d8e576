import { describe, expect, it } from "vitest";
import { loadShellScriptsAfterPaint } from "./shell-scripts.mjs";
import { shellScriptProblems } from "./shell-scripts-gate.mjs";

const SRC = "/_astro/SiteHeader.astro_astro_type_script_index_0_lang.B890Q94H.js";
const ARTICLE = "/_astro/ArticleScripts.astro_astro_type_script_index_0_lang.Ab1.js";
/** The tag as Astro writes it, before the build's post-step. */
const astroTag = (src = SRC) => `<script type="module" src="${src}"></script>`;
const HEADER = '<header><dialog id="menu" data-mobile-menu aria-label="Menu"></dialog></header>';
const page = (head: string, body = HEADER) =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
const built = (html: string) => loadShellScriptsAfterPaint(html).html;
const check = (pages: Record<string, string>) =>
  shellScriptProblems(new Map(Object.entries(pages)));

describe("shellScriptProblems", () => {
  it("passes the pages the build's post-step wrote, and a page without the site's header", () => {
    expect(
      check({
        "index.html": built(page(astroTag())),
        "blog/4.html": built(page(astroTag(), `${HEADER}${astroTag(ARTICLE)}`)),
        "inbox.html": page('<script type="module" src="/_astro/inbox.A1.js"></script>', "<main>"),
      }),
    ).toEqual([]);
  });

  it("names every page that fetches a shell script with a tag, whatever its attributes", () => {
    expect(
      check({
        "index.html": built(page(astroTag())),
        "contact.html": page(astroTag()),
        "services/homemaker.html": page(
          `<SCRIPT FetchPriority=LOW src='${SRC}' type=module></SCRIPT>`,
        ),
        // An article whose own script the build's pattern missed (crossorigin first).
        "blog/2.html": built(
          page(astroTag(), `${HEADER}<script crossorigin type="module" src="${ARTICLE}"></script>`),
        ),
      }),
    ).toEqual([
      `/contact: fetches the shell's script ${SRC} before the first paint`,
      `/contact: has the header but no loader of its script after the first paint`,
      `/services/homemaker: fetches the shell's script ${SRC} before the first paint`,
      `/services/homemaker: has the header but no loader of its script after the first paint`,
      `/blog/2: fetches the shell's script ${ARTICLE} before the first paint`,
    ]);
  });

  it("names a page with the header whose script is inline, or whose loader names another file", () => {
    expect(
      check({
        "a.html": page('<script type="module">setUpMobileMenu()</script>'),
        "b.html": built(page(astroTag(ARTICLE))),
        "c.html": page(`<script type="module">import "${SRC}"</script>`),
      }),
    ).toEqual([
      "/a: has the header but no loader of its script after the first paint",
      "/b: has the header but no loader of its script after the first paint",
      "/c: has the header but no loader of its script after the first paint",
    ]);
  });
});
