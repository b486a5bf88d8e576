import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { articleSources } from "./support/articles";

/*
 * Issue 32: an article's document fits Lighthouse's first round trip. What keeps it light, read
 * from every article's HTML as served: its behaviour (contents, share, read aloud) is one
 * cached module file fetched at low priority, not inline code, and read aloud reads the body on
 * the page instead of a second copy of its text.
 */
const spanish = fs
  .readdirSync("src/content/blog/articles/es")
  .filter((name) => /^\d+\.md$/.test(name))
  .map((name) => `/es/blog/${name.replace(/\.md$/, "")}`);
const paths = [...articleSources.map(({ id }) => `/blog/${id}`), ...spanish];

for (const path of paths) {
  test(`${path} carries its script as one low-priority file and no copy of its text`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const files = html.match(/<script type="module"[^>]*src="\/_astro\/ArticleScripts[^"]*"/g);
    expect(files).toHaveLength(1);
    expect(files![0]).toContain('fetchpriority="low"');
    // No inline module script: the shell's and the article's are files.
    expect(html).not.toMatch(/<script type="module">/);
    const controls = html.match(/<div[^>]*data-read-aloud-controls[^>]*>/)![0];
    expect(controls).toContain('data-body="article-body"');
    expect(controls).not.toContain("data-text=");
  });
}
