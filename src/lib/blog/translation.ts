/**
 * A translated article (`src/content/blog/articles/es/{id}.md`): the English frontmatter plus
 * `translation`, which says which revision of the English `{id}.md` it translates (the SHA-256 of
 * that file's bytes, hex) and where its review stands (45 CFR 92.201(c)(3)). The launch check
 * flags a translation whose English source changed since (scripts/lib/translation-review.mjs)
 * and lists the pending ones; a production build refuses them.
 *
 *   translation:
 *     sourceSha256: "3f1c…"          # sha256sum src/content/blog/articles/3.md
 *     review: { state: pending }     # or { state: reviewed, translator: "Name", date: 2026-12-01 }
 */
import { z } from "astro/zod";
import { articleFrontmatterSchema, isRealIsoDate } from "./frontmatter";

const dateText = (value: unknown) =>
  value instanceof Date && !Number.isNaN(value.getTime())
    ? value.toISOString().slice(0, 10)
    : value;

const review = z.discriminatedUnion("state", [
  z.object({ state: z.literal("pending") }).strict(),
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
]);

/** @public The Spanish pass's collection schema (src/content.config.ts). */
export const translatedArticleSchema = articleFrontmatterSchema.extend({
  translation: z
    .object({
      sourceSha256: z
        .string()
        .regex(
          /^[0-9a-f]{64}$/,
          "translation.sourceSha256 must be the English file's SHA-256 (hex)",
        ),
      review,
    })
    .strict(),
});
