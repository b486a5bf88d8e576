/**
 * The site's content collections: the job openings, `src/content/openings/{slug}.md` (schema in
 * src/lib/careers/opening-frontmatter.ts; src/lib/careers/openings.ts reads them), and the blog's
 * articles, `src/content/blog/articles/{id}.md`.
 * Astro's glob loader reads them, the schema checks every frontmatter and Astro's Markdown
 * pipeline renders every body (astro.config.mjs `markdown`), once per build; a bad file fails
 * the build with a message naming it. src/lib/blog/articles.ts reads the collection.
 */
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { ARTICLES_DIR, articleIdFromFileName } from "@/lib/blog/article-entries";
import { articleFrontmatterSchema } from "@/lib/blog/frontmatter";
import { OPENINGS_DIR, openingSlugFromFileName } from "@/lib/careers/opening-entries";
import { openingFrontmatterSchema } from "@/lib/careers/opening-frontmatter";

const blog = defineCollection({
  loader: glob({
    base: ARTICLES_DIR,
    pattern: "*.md",
    generateId: ({ entry }) => articleIdFromFileName(entry),
  }),
  schema: articleFrontmatterSchema,
});

const openings = defineCollection({
  loader: glob({
    base: OPENINGS_DIR,
    pattern: "*.md",
    generateId: ({ entry }) => openingSlugFromFileName(entry),
  }),
  schema: openingFrontmatterSchema,
});

export const collections = { blog, openings };
