/**
 * The frontmatter every blog article must have (`src/content/blog/articles/{id}.md`): the
 * schema of the `blog` content collection (src/content.config.ts). Astro validates each file
 * when it syncs the collection, so a bad article fails the build with a message naming the
 * entry and every bad field, e.g.
 * `blog → 3 data does not match collection schema. title: title must be at most 70 characters`.
 *
 * Written with `astro/zod` (the zod 3 that `astro:content` re-exports as `z`: a collection
 * schema must be one), so this module stays importable by the unit tests.
 */
import { z } from "astro/zod";
import { authorNames } from "@/content/blog/authors";
import { blogCategories } from "@/content/blog/categories";
import { imageKeys } from "@/content/images";

const TITLE_MAX = 70;
const EXCERPT_MIN = 50;
const EXCERPT_MAX = 160;
const TAGS_MIN = 1;
const TAGS_MAX = 8;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a calendar date that exists, written YYYY-MM-DD ("2026-02-30" is false). */
export function isRealIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** YAML turns an unquoted 2026-11-10 into a Date (at UTC midnight): take it back to text. */
const dateText = (value: unknown) =>
  value instanceof Date && !Number.isNaN(value.getTime())
    ? value.toISOString().slice(0, 10)
    : value;

const text = (field: string) =>
  z
    .string({ required_error: `${field} is required`, invalid_type_error: `${field} must be text` })
    .trim()
    .min(1, `${field} must not be empty`);

/** An enum whose every failure says what it accepts (zod 3 would say "Invalid enum value"). */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { errorMap: () => ({ message }) });

/** @public The blog collection's schema (src/content.config.ts, which `knip --production` does not read). */
export const articleFrontmatterSchema = z
  .object({
    title: text("title").max(TITLE_MAX, `title must be at most ${TITLE_MAX} characters`),
    excerpt: text("excerpt")
      .min(EXCERPT_MIN, `excerpt must be at least ${EXCERPT_MIN} characters`)
      .max(EXCERPT_MAX, `excerpt must be at most ${EXCERPT_MAX} characters`),
    category: oneOf(blogCategories, `category must be one of: ${blogCategories.join(", ")}`),
    // One of the named authors of src/content/blog/authors.ts (each confirmed or a placeholder).
    author: text("author").refine(
      (name) => authorNames.includes(name),
      `author must be one of the names in src/content/blog/authors.ts: ${authorNames.join("; ")}`,
    ),
    publishedAt: z.preprocess(
      dateText,
      z
        .string({
          required_error: "publishedAt is required",
          invalid_type_error: "publishedAt must be a date written YYYY-MM-DD",
        })
        .refine(isRealIsoDate, "publishedAt must be a real date written YYYY-MM-DD"),
    ),
    tags: z
      .array(text("each tag"), { invalid_type_error: "tags must be a list" })
      .min(TAGS_MIN, `tags must have at least ${TAGS_MIN} entry`)
      .max(TAGS_MAX, `tags must have at most ${TAGS_MAX} entries`)
      .refine(
        (tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length,
        "tags must not repeat",
      ),
    image: oneOf(imageKeys, 'image must be an image key such as "blog-1"'),
    featured: z.boolean({ invalid_type_error: "featured must be true or false" }).default(false),
  })
  // An unknown key (a typo, a field nothing reads) fails too, naming the key.
  .strict();

export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;
