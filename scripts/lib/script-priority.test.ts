import { describe, expect, it } from "vitest";
import { lowPriorityShellScript } from "./script-priority.mjs";

describe("lowPriorityShellScript", () => {
  const tag =
    '<script type="module" src="/_astro/SiteHeader.astro_astro_type_script_index_0_lang.B890Q94H.js"></script>';

  it("fetches the shell's module script at low priority, the same file", () => {
    const { html, changed } = lowPriorityShellScript(`<head>${tag}</head>`);
    expect(changed).toBe(1);
    expect(html).toBe(
      '<head><script type="module" fetchpriority="low" src="/_astro/SiteHeader.astro_astro_type_script_index_0_lang.B890Q94H.js"></script></head>',
    );
  });

  it("fetches an article's own module script at low priority too", () => {
    const article =
      '<script type="module" src="/_astro/ArticleScripts.astro_astro_type_script_index_0_lang.Ab1.js"></script>';
    const { html, changed } = lowPriorityShellScript(article);
    expect(changed).toBe(1);
    expect(html).toContain(
      '<script type="module" fetchpriority="low" src="/_astro/ArticleScripts.',
    );
  });

  it("leaves every other script as it is (an island's, an inline one)", () => {
    const other =
      '<script type="module" src="/_astro/client.abc.js"></script><script type="module">x()</script>';
    expect(lowPriorityShellScript(other)).toEqual({ html: other, changed: 0 });
  });
});
