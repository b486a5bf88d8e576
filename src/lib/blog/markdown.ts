/**
 * How Astro's Markdown pipeline renders the article bodies (the `markdown` option of
 * astro.config.mjs; the blog's articles are the site's only Markdown): GitHub-flavoured
 * Markdown, quotes and dashes left as written (no smartypants), no syntax highlighter, raw HTML
 * shown as text, every phone number a tel: link, every heading with the id heading-N, each h2
 * and what follows it a section drawn as the reader nears it (sections.ts), and the plain text
 * and word count of the body handed to the page with the rendered entry.
 *
 * astro.config.mjs imports this module before Vite's aliases exist: relative imports only.
 */
import type { AstroUserConfig } from "astro";
import type { Nodes, Root } from "mdast";
import { rehypeHeadingIds } from "./heading-ids";
import { rehypeArticleSections } from "./sections";
import { remarkPhoneLinks } from "./phone-links";
import { countWords, plainText } from "./plain-text";

/** Reading speed behind "N min read". */
const WORDS_PER_MINUTE = 200;

/** Minutes to read `wordCount` words: ceil(words / 200), at least 1. */
export function readTime(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}

/** What the pipeline hands over with the rendered body (its `remarkPluginFrontmatter`). */
type BodyText = { plainText: string; wordCount: number };

/** The slice of a vfile the plugin writes: Astro reads `data.astro.frontmatter` back. */
type AstroFile = { data: { astro?: { frontmatter?: Record<string, unknown> } } };

/**
 * A remark plugin: the body's plain text and word count, added to the frontmatter Astro returns
 * with the render (a copy: the entry's validated data is left alone).
 */
function remarkBodyText() {
  return (tree: Root, file: AstroFile) => {
    const text = plainText(tree);
    const body: BodyText = { plainText: text, wordCount: countWords(text) };
    const astro = file.data.astro ?? {};
    file.data.astro = { ...astro, frontmatter: { ...astro.frontmatter, ...body } };
  };
}

/** Turns every raw HTML node into a text node with the same value (escaped when written). */
function htmlAsText(nodes: readonly Nodes[]): void {
  for (const node of nodes) {
    if (node.type === "html") Object.assign(node, { type: "text" });
    else if ("children" in node) htmlAsText(node.children);
  }
}

/** A remark plugin: articles are Markdown only, so raw HTML is shown as text, never injected. */
function remarkHtmlAsText() {
  return (tree: Root) => htmlAsText(tree.children);
}

/** @public The `markdown` option of astro.config.mjs (which `knip --production` does not read). */
export const articleMarkdown = {
  gfm: true,
  smartypants: false,
  syntaxHighlight: false,
  // The plain text first: it reads raw HTML line by line, as written.
  remarkPlugins: [remarkBodyText, remarkHtmlAsText, remarkPhoneLinks],
  // The ids first: a heading keeps its number inside its section.
  rehypePlugins: [rehypeHeadingIds, rehypeArticleSections],
} satisfies AstroUserConfig["markdown"];
