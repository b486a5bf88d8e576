import { describe, expect, it } from "vitest";
import { htmlBudgetFor } from "./budgets.mjs";
import { htmlBudgetProblems } from "./html-budget.mjs";

describe("htmlBudgetFor", () => {
  it("gives content pages (English and Spanish) their budget and other pages the ceiling", () => {
    expect(htmlBudgetFor("/services/skilled-nursing")).toEqual({ kB: 140, content: true });
    expect(htmlBudgetFor("/es/services/skilled-nursing").content).toBe(true);
    expect(htmlBudgetFor("/")).toEqual({ kB: 280, content: false });
    expect(htmlBudgetFor("/es/nondiscrimination")).toEqual({ kB: 210, content: true });
  });
});

describe("htmlBudgetProblems", () => {
  const html = (kB: number) => "x".repeat(kB * 1024);

  it("passes a page at its budget and names one a byte over", () => {
    const pages = new Map([
      ["services/skilled-nursing.html", html(140)],
      ["privacy-policy.html", `${html(140)}x`],
    ]);
    expect(htmlBudgetProblems(pages, ["/services/skilled-nursing", "/privacy-policy"])).toEqual([
      "/privacy-policy: 140.0 kB of HTML > 140 kB (content page)",
    ]);
  });

  it("checks only the pages the sitemap lists", () => {
    expect(htmlBudgetProblems(new Map([["inbox.html", html(500)]]), ["/"])).toEqual([]);
  });
});
