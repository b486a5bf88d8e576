import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { articleSources } from "./support/articles";

/*
 * Issue 32: an article's document fits Lighthouse's first round trip. What keeps it light, read
 * from every article's HTML as served: its behaviour (contents, share, read aloud) is one
 * cached module file, loaded with the header's after the first paint by the page's one small
 * inline module (scripts/lib/shell-scripts.mjs), not inline code; and read aloud reads the body
 * on the page instead of a second copy of its text.
 */
const spanish = fs
  .readdirSync("src/content/blog/articles/es")
  .filter((name) => /^\d+\.md$/.test(name))
  .map((name) => `/es/blog/${name.replace(/\.md$/, "")}`);
const paths = [...articleSources.map(({ id }) => `/blog/${id}`), ...spanish];

for (const path of paths) {
  test(`${path} loads its script as one file after the first paint, and no copy of its text`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    // No script tag fetches a file before the first paint; one inline module, the loader, names
    // the header's file and the article's, and carries no code of theirs.
    expect(html).not.toMatch(/<script\b[^>]*\ssrc=/);
    const inline = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)];
    expect(inline).toHaveLength(1);
    const files = inline[0]![1]!.match(/"\/_astro\/[^"]+\.js"/g);
    expect(files).toEqual([
      expect.stringMatching(/^"\/_astro\/SiteHeader\.astro_astro_type_script[^"]*"$/),
      expect.stringMatching(/^"\/_astro\/ArticleScripts\.astro_astro_type_script[^"]*"$/),
    ]);
    // The loader: about 1.2 kB of HTML since it waits one frame after the load event too.
    expect(inline[0]![1]!.length).toBeLessThan(1280);
    const controls = html.match(/<div[^>]*data-read-aloud-controls[^>]*>/)![0];
    expect(controls).toContain('data-body="article-body"');
    expect(controls).not.toContain("data-text=");
  });
}
