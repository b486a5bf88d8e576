import { describe, expect, it } from "vitest";
import { articleAuthors, articleByline, authorFact, authorNames } from "./authors";
import { placeholder } from "@/shared/placeholder";
import { articleCopy as spanishCopy } from "@/content/es/blog/article-copy";
import { articleCopy } from "./article-copy";

describe("article authors", () => {
  it("keeps each named author once, as a placeholder for a real, consenting clinician", () => {
    expect(authorNames).toHaveLength(12);
    expect(new Set(authorNames).size).toBe(12);
    expect(authorFact("Maria Alvarez, RN, BSN")).toMatchObject({
      kind: "placeholder",
      id: "blog.author.maria-alvarez",
      value: "Maria Alvarez, RN, BSN",
    });
    expect(authorFact("Pat Writer, RN")).toBeUndefined();
    expect(articleAuthors).toHaveLength(12);
  });

  it("bylines the clinical team while the author is a placeholder, the name once confirmed", () => {
    expect(articleByline(placeholder("blog.author.test", "Ana Ruiz, RD", "note"))).toBe(
      "Beyond Care clinical team",
    );
    expect(articleByline("Ana Ruiz, RD")).toBe("Ana Ruiz, RD");
  });

  it("takes the team's byline from the article copy, which has a Spanish twin", () => {
    expect(spanishCopy.meta.clinicalTeam).toBe("Equipo clínico de Beyond Care");
    expect(articleByline(placeholder("blog.author.test", "Ana Ruiz, RD", "note"))).toBe(
      articleCopy.meta.clinicalTeam,
    );
  });
});
