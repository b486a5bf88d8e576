import { describe, expect, it } from "vitest";
import { translatedArticleSchema } from "./translation";

const english = {
  title: "Qué esperar de la terapia física en casa",
  excerpt:
    "Desde la primera evaluación hasta su programa de ejercicios, esto es lo que puede esperar.",
  category: "Physical Therapy",
  author: "David Chen, PT, DPT",
  publishedAt: "2026-09-18",
  tags: ["terapia física"],
  image: "blog-6",
};
const base = { ...english, translationOf: "6", sourceSha256: "a".repeat(64) };

const issues = (data: unknown) => {
  const result = translatedArticleSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("a translated article's frontmatter", () => {
  it("accepts the English revision it translates and a pending or signed review", () => {
    expect(issues({ ...base, review: "pending" })).toEqual([]);
    const reviewed = translatedArticleSchema.parse({
      ...base,
      review: { state: "reviewed", translator: "Ana Ruiz", date: new Date("2026-12-01T00:00:00Z") },
    });
    expect(reviewed.review).toEqual({
      state: "reviewed",
      translator: "Ana Ruiz",
      date: "2026-12-01",
    });
  });

  it("refuses one without its source, or a review that names no translator or date", () => {
    expect(issues({ ...english, review: "pending" })).toEqual(["Required", "Required"]);
    expect(issues({ ...base, sourceSha256: "abc", review: "pending" })).toEqual([
      "sourceSha256 must be the English file's SHA-256 (hex)",
    ]);
    const refused = 'review must be "pending" or { state: reviewed, translator, date }';
    expect(issues({ ...base, review: "reviewed" })).toEqual([refused]);
    expect(issues({ ...base, review: { state: "reviewed", translator: "Ana Ruiz" } })).toEqual([
      refused,
    ]);
  });
});
