/**
 * The site's one content collection: the blog's articles, `src/content/blog/articles/{id}.md`.
 * Astro's glob loader reads them, the schema checks every frontmatter and Astro's Markdown
 * pipeline renders every body (astro.config.mjs `markdown`), once per build; a bad file fails
 * the build with a message naming it. src/lib/blog/articles.ts reads the collection.
 */
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { ARTICLES_DIR, articleIdFromFileName } from "@/lib/blog/article-entries";
import { articleFrontmatterSchema } from "@/lib/blog/frontmatter";

const blog = defineCollection({
  loader: glob({
    base: ARTICLES_DIR,
    pattern: "*.md",
    generateId: ({ entry }) => articleIdFromFileName(entry),
  }),
  schema: articleFrontmatterSchema,
});

export const collections = { blog };
