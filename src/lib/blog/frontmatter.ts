/**
 * The frontmatter every blog article must have (`src/content/blog/articles/{id}.md`), checked at
 * build time: a bad article fails the build with a message naming the file and the field.
 */
import { blogCategories } from "@/content/blog/categories";
import { imageKeys } from "@/content/images";
import { z } from "zod";

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
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} must not be empty`);

const articleFrontmatterSchema = z.strictObject(
  {
    title: text("title").max(TITLE_MAX, `title must be at most ${TITLE_MAX} characters`),
    excerpt: text("excerpt")
      .min(EXCERPT_MIN, `excerpt must be at least ${EXCERPT_MIN} characters`)
      .max(EXCERPT_MAX, `excerpt must be at most ${EXCERPT_MAX} characters`),
    category: z.enum(blogCategories, {
      error: `category must be one of: ${blogCategories.join(", ")}`,
    }),
    author: text("author"),
    publishedAt: z.preprocess(
      dateText,
      z
        .string({ error: "publishedAt must be a date written YYYY-MM-DD" })
        .refine(isRealIsoDate, "publishedAt must be a real date written YYYY-MM-DD"),
    ),
    tags: z
      .array(text("each tag"), { error: "tags must be a list" })
      .min(TAGS_MIN, `tags must have at least ${TAGS_MIN} entry`)
      .max(TAGS_MAX, `tags must have at most ${TAGS_MAX} entries`)
      .refine(
        (tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length,
        "tags must not repeat",
      ),
    image: z.enum(imageKeys, { error: 'image must be an image key such as "blog-1"' }),
    featured: z.boolean({ error: "featured must be true or false" }).default(false),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? "unknown key" : undefined) },
);

export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;

/**
 * Validates one article's frontmatter. Throws an Error naming the file and every bad field,
 * e.g. `Invalid frontmatter in 3.md: title: title must be at most 70 characters`.
 */
export function parseFrontmatter(data: unknown, file: string): ArticleFrontmatter {
  const result = articleFrontmatterSchema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const keys = issue.code === "unrecognized_keys" ? issue.keys.join(", ") : "";
    const path = keys || issue.path.map(String).join(".") || "(frontmatter)";
    return `${path}: ${issue.message}`;
  });
  throw new Error(`Invalid frontmatter in ${file}: ${problems.join("; ")}`);
}
