/**
 * A translated article (`src/content/blog/articles/es/{id}.md`): the English frontmatter plus
 * which English article it translates (`translationOf`, its id: the file has the same name),
 * which revision (`sourceSha256`: the SHA-256 of the English file's bytes, hex) and where its
 * review stands (45 CFR 92.201(c)(3)). The launch check flags a translation whose English source
 * changed since (scripts/lib/translation-review.mjs) and lists the pending ones; a production
 * build refuses them.
 *
 *   translationOf: "3"
 *   sourceSha256: "3f1c…"        # sha256sum src/content/blog/articles/3.md
 *   review: "pending"            # or { state: reviewed, translator: "Name", date: 2026-12-01 }
 */
import { z } from "astro/zod";
import { articleFrontmatterSchema, isRealIsoDate } from "./frontmatter";

const dateText = (value: unknown) =>
  value instanceof Date && !Number.isNaN(value.getTime())
    ? value.toISOString().slice(0, 10)
    : value;

const review = z.union(
  [
    z.literal("pending"),
    z
      .object({
        state: z.literal("reviewed"),
        translator: z.string().trim().min(1, "review.translator must name the translator"),
        date: z.preprocess(
          dateText,
          z.string().refine(isRealIsoDate, "review.date must be a real date written YYYY-MM-DD"),
        ),
      })
      .strict(),
  ],
  {
    errorMap: () => ({
      message: 'review must be "pending" or { state: reviewed, translator, date }',
    }),
  },
);

/** @public The Spanish pass's collection schema (src/content.config.ts). */
export const translatedArticleSchema = articleFrontmatterSchema.extend({
  translationOf: z.string().regex(/^[1-9]\d*$/, "translationOf must be the English article's id"),
  sourceSha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/, "sourceSha256 must be the English file's SHA-256 (hex)"),
  review,
});
