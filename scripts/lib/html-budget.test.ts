import { describe, expect, it } from "vitest";
import { htmlBudgetFor } from "./budgets.mjs";
import { htmlBudgetProblems } from "./html-budget.mjs";

describe("htmlBudgetFor", () => {
  it("gives content pages (English and Spanish) their budget and other pages the ceiling", () => {
    expect(htmlBudgetFor("/services/skilled-nursing")).toEqual({ kB: 60, content: true });
    expect(htmlBudgetFor("/es/services/skilled-nursing")).toEqual({ kB: 60, content: true });
    expect(htmlBudgetFor("/awards")).toEqual({ kB: 60, content: true });
    expect(htmlBudgetFor("/")).toEqual({ kB: 280, content: false });
    expect(htmlBudgetFor("/es/nondiscrimination")).toMatchObject({ kB: 210, content: true });
  });

  it("names why each content page over 60 kB is, its own text", () => {
    const routes = [
      "/services",
      "/es/services/limits",
      "/privacy-policy",
      "/hipaa-notice",
      "/careers",
    ];
    for (const route of routes) {
      const budget = htmlBudgetFor(route);
      expect(budget.content).toBe(true);
      expect(budget.kB).toBeGreaterThan(60);
      expect(budget.why).toMatch(/^its own text: .+<main> \d+ kB/);
    }
    // The Spanish accessibility statement fits 60 kB since the shell's cut: no exception now.
    expect(htmlBudgetFor("/accessibility")).toEqual({ kB: 60, content: true });
    expect(htmlBudgetFor("/es/accessibility")).toEqual({ kB: 60, content: true });
  });
});

describe("htmlBudgetProblems", () => {
  const html = (kB: number) => "x".repeat(kB * 1024);

  it("passes a page at its budget and names one a byte over", () => {
    const pages = new Map([
      ["services/skilled-nursing.html", html(60)],
      ["awards.html", `${html(60)}x`],
    ]);
    expect(htmlBudgetProblems(pages, ["/services/skilled-nursing", "/awards"])).toEqual([
      "/awards: 60.0 kB of HTML > 60 kB (content page)",
    ]);
  });

  it("holds an excepted content page without its <main> to 60 kB", () => {
    const page = (shell: number, main: number) =>
      `${html(shell)}<main>${"m".repeat(main * 1024)}</main>`;
    const sitemap = ["/privacy-policy"];
    expect(htmlBudgetProblems(new Map([["privacy-policy.html", page(50, 25)]]), sitemap)).toEqual(
      [],
    );
    expect(htmlBudgetProblems(new Map([["privacy-policy.html", page(61, 10)]]), sitemap)).toEqual([
      "/privacy-policy: 61.0 kB without its <main> > 60 kB: an exception covers the page's own text, not its shell",
    ]);
  });

  it("checks only the pages the sitemap lists", () => {
    expect(htmlBudgetProblems(new Map([["inbox.html", html(500)]]), ["/"])).toEqual([]);
  });
});
