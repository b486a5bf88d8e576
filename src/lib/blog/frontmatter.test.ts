import { describe, expect, it } from "vitest";
import { blogCategories } from "@/content/blog/categories";
import { articleFrontmatterSchema, isRealIsoDate } from "./frontmatter";

const good = {
  title: "What Home Physical Therapy Looks Like, Step by Step",
  excerpt:
    "From the first evaluation to your home exercise program, here is what to expect at home.",
  category: "Physical Therapy",
  author: "David Chen, PT, DPT",
  publishedAt: "2026-09-18",
  tags: ["physical therapy", "balance"],
  image: "blog-6",
  featured: true,
};

/** What Astro's collection sync gets for `data` (it adds the entry's name to each issue). */
const parseFrontmatter = (data: unknown) => articleFrontmatterSchema.parse(data);

/** The issues of a rejected frontmatter, as "field: message" (the lines of Astro's error). */
const failure = (data: unknown) => {
  const result = articleFrontmatterSchema.safeParse(data);
  if (result.success) throw new Error("expected the frontmatter to be rejected");
  return result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
};

describe("the blog collection's schema", () => {
  it("accepts a good frontmatter and keeps its values", () => {
    expect(parseFrontmatter(good)).toEqual(good);
  });

  it("defaults featured to false", () => {
    const { featured: _featured, ...rest } = good;
    expect(parseFrontmatter(rest).featured).toBe(false);
  });

  it("accepts every category and limits at their edges", () => {
    for (const category of blogCategories) {
      expect(parseFrontmatter({ ...good, category }).category).toBe(category);
    }
    const edges = {
      ...good,
      title: "t".repeat(70),
      excerpt: "e".repeat(50),
      tags: Array.from({ length: 8 }, (_, i) => `tag ${i}`),
    };
    expect(parseFrontmatter(edges).title).toHaveLength(70);
    expect(parseFrontmatter({ ...good, excerpt: "e".repeat(160) }).excerpt).toHaveLength(160);
  });

  it("reads an unquoted YAML date (a Date at UTC midnight) as its YYYY-MM-DD text", () => {
    const data = { ...good, publishedAt: new Date(Date.UTC(2026, 10, 5)) };
    expect(parseFrontmatter(data).publishedAt).toBe("2026-11-05");
  });

  it.each([
    ["title", { title: "t".repeat(71) }],
    ["title", { title: "   " }],
    ["title", { title: undefined }],
    ["excerpt", { excerpt: "e".repeat(49) }],
    ["excerpt", { excerpt: "e".repeat(161) }],
    ["category", { category: "Dentistry" }],
    ["author", { author: "" }],
    ["author", { author: "Pat Writer, RN" }],
    ["publishedAt", { publishedAt: "2026-02-30" }],
    ["publishedAt", { publishedAt: "09/18/2026" }],
    ["publishedAt", { publishedAt: "2026-9-18" }],
    ["tags", { tags: [] }],
    ["tags", { tags: Array.from({ length: 9 }, (_, i) => `tag ${i}`) }],
    ["tags", { tags: ["ok", " "] }],
    ["tags", { tags: ["Balance", "balance"] }],
    ["tags", { tags: "balance" }],
    ["image", { image: "blog-16" }],
    ["featured", { featured: "yes" }],
    ["title", { title: 70 }],
    ["category", { category: undefined }],
  ])("rejects a bad %s, naming the field", (field, patch) => {
    const message = failure({ ...good, ...patch });
    expect(message).toMatch(
      new RegExp(`^${field}(\\.\\d+)?: ${field === "tags" ? "(tags|each tag)" : field} `),
    );
  });

  it("rejects an unknown key, naming it", () => {
    expect(failure({ ...good, slug: "pt" })).toMatch(/^: .*'slug'/);
  });

  it("lists every bad field at once", () => {
    const message = failure({ ...good, title: "", image: "nope" });
    expect(message).toContain("title: ");
    expect(message).toContain("image: ");
  });
});

describe("isRealIsoDate", () => {
  it.each([
    ["2026-11-10", true],
    ["2024-02-29", true],
    ["2025-02-29", false],
    ["2026-13-01", false],
    ["2026-00-10", false],
    ["2026-11-10T00:00", false],
  ])("%s -> %s", (value, expected) => {
    expect(isRealIsoDate(value)).toBe(expected);
  });
});
