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
import { translatedArticleSchema } from "@/lib/blog/translation";
import { siteLocale } from "@/lib/locale/current";

/**
 * The Spanish pass (docs/LANGUAGES.md) reads the Spanish articles instead,
 * `articles/es/{id}.md`, each the translation of the English `{id}.md`.
 */
const spanish = siteLocale === "es";

const blog = defineCollection({
  loader: glob({
    base: spanish ? `${ARTICLES_DIR}/es` : ARTICLES_DIR,
    pattern: "*.md",
    generateId: ({ entry }) => articleIdFromFileName(entry),
  }),
  schema: spanish ? translatedArticleSchema : articleFrontmatterSchema,
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
