import { describe, expect, it } from "vitest";
import { lowPriorityShellScript } from "./script-priority.mjs";
import { shellScriptPriorityProblems } from "./script-priority-gate.mjs";

const SRC = "/_astro/SiteHeader.astro_astro_type_script_index_0_lang.B890Q94H.js";
/** The tag as Astro writes it, before the build's post-step. */
const astroTag = `<script type="module" src="${SRC}"></script>`;
const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body></body></html>`;
const check = (pages: Record<string, string>) =>
  shellScriptPriorityProblems(new Map(Object.entries(pages)));

describe("shellScriptPriorityProblems", () => {
  it("passes a page the build's post-step wrote, and a page without the shell's script", () => {
    expect(
      check({
        "index.html": lowPriorityShellScript(page(astroTag)).html,
        // Attributes in another order, quoted otherwise, upper-case: still low priority.
        "es/index.html": page(`<SCRIPT src='${SRC}' FetchPriority=LOW type=module></SCRIPT>`),
        "inbox.html": page('<script type="module" src="/_astro/inbox.A1.js"></script>'),
      }),
    ).toEqual([]);
  });

  it("names every page whose shell script lacks fetchpriority=low, and what it has", () => {
    expect(
      check({
        "index.html": lowPriorityShellScript(page(astroTag)).html,
        "contact.html": page(astroTag),
        "services/homemaker.html": page(
          `<script fetchpriority="high" type="module" src="${SRC}"></script>`,
        ),
        // The build's pattern would miss this tag (crossorigin first): the gate still reads it.
        "blog.html": page(`<script crossorigin type="module" src="${SRC}"></script>`),
      }),
    ).toEqual([
      `/contact: the shell's script ${SRC} has no fetchpriority`,
      `/services/homemaker: the shell's script ${SRC} has fetchpriority="high"`,
      `/blog: the shell's script ${SRC} has no fetchpriority`,
    ]);
  });

  it("does not take an island's module or a classic script for the shell's", () => {
    expect(
      check({
        "a.html": page('<script type="module" src="/_astro/SiteFooter.B2.js"></script>'),
        "b.html": page(`<script src="${SRC}"></script>`),
        "c.html": page(`<script type="module">import "${SRC}"</script>`),
      }),
    ).toEqual([]);
  });
});
