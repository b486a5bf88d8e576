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
const hash = "a".repeat(64);

const issues = (data: unknown) => {
  const result = translatedArticleSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("a translated article's frontmatter", () => {
  it("accepts the English revision it translates and a pending or signed review", () => {
    expect(
      issues({ ...english, translation: { sourceSha256: hash, review: { state: "pending" } } }),
    ).toEqual([]);
    const reviewed = translatedArticleSchema.parse({
      ...english,
      translation: {
        sourceSha256: hash,
        review: {
          state: "reviewed",
          translator: "Ana Ruiz",
          date: new Date("2026-12-01T00:00:00Z"),
        },
      },
    });
    expect(reviewed.translation.review).toEqual({
      state: "reviewed",
      translator: "Ana Ruiz",
      date: "2026-12-01",
    });
  });

  it("refuses an article without its source hash or review, or a review without a translator", () => {
    expect(issues(english)).toEqual(["Required"]);
    expect(
      issues({ ...english, translation: { sourceSha256: "abc", review: { state: "pending" } } }),
    ).toEqual(["translation.sourceSha256 must be the English file's SHA-256 (hex)"]);
    expect(
      issues({
        ...english,
        translation: {
          sourceSha256: hash,
          review: { state: "reviewed", translator: " ", date: "2026-12-01" },
        },
      }),
    ).toEqual(["review.translator must name the translator"]);
  });
});
