/**
 * The Spanish articles (`src/content/blog/articles/es/{id}.md`, translated in branch es-content): each is a translation of the
 * English article it names, made from the English file it fingerprints (an English edit fails
 * this test until a translator updates the Spanish and its `sourceSha256`), with the English
 * frontmatter's fields and facts, the same heading outline (the table of contents) and the same
 * figures (every number of the English body, no more and no fewer).
 */
import { parseFrontmatter } from "@astrojs/markdown-remark";
import { z } from "astro/zod";
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ARTICLES_DIR } from "@/lib/blog/article-entries";
import { articleFrontmatterSchema } from "@/lib/blog/frontmatter";

const SPANISH_DIR = join(ARTICLES_DIR, "es");

const spanishSchema = articleFrontmatterSchema.extend({
  translationOf: z.string().regex(/^[1-9]\d*$/),
  sourceSha256: z.string().regex(/^[0-9a-f]{64}$/),
  review: z.enum(["pending", "reviewed"]),
});

const read = (path: string) => {
  const bytes = readFileSync(path);
  const { frontmatter, content } = parseFrontmatter(bytes.toString("utf8"));
  return { bytes, frontmatter, body: content };
};

/** "##", "###"... of each heading, in order (fenced code has none in these articles). */
const outline = (body: string) => body.match(/^#{1,6}(?= )/gm) ?? [];

/** Every number of the text (phone numbers, ages, days, percentages), sorted. */
const figures = (body: string) => (body.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();

const files = readdirSync(SPANISH_DIR).filter((name) => name.endsWith(".md"));

describe("Spanish articles", () => {
  it("there are five", () => {
    expect(files).toHaveLength(5);
  });

  describe.each(files)("%s", (file) => {
    const spanish = read(join(SPANISH_DIR, file));
    const meta = spanishSchema.parse(spanish.frontmatter);
    const english = read(join(ARTICLES_DIR, `${meta.translationOf}.md`));
    const source = articleFrontmatterSchema.parse(english.frontmatter);

    it("is named after the English article it translates", () => {
      expect(file).toBe(`${meta.translationOf}.md`);
    });

    it("was made from the English file as it is now", () => {
      expect(createHash("sha256").update(english.bytes).digest("hex")).toBe(meta.sourceSha256);
    });

    it("keeps the English frontmatter's facts", () => {
      const facts = ({ category, author, publishedAt, image, featured }: typeof source) => ({
        category,
        author,
        publishedAt,
        image,
        featured,
      });
      expect(facts(meta)).toEqual(facts(source));
      expect(meta.tags).toHaveLength(source.tags.length);
    });

    it("has the English heading outline", () => {
      expect(outline(spanish.body)).toEqual(outline(english.body));
    });

    it("has the English figures, and no others", () => {
      expect(figures(spanish.body)).toEqual(figures(english.body));
    });
  });
});
