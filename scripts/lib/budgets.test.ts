import { describe, expect, it } from "vitest";
import { PROVIDER_IDS, SERVICE_PATHS } from "../../test/spec";
import { budgetFor, budgetReport, budgetStatus, matchesRoute } from "./budgets.mjs";

// Issue 13: at most 10 kB on pages with no interactive part of their own, 80 kB on a blog
// article, 110 kB on the home page and the insurance tools (and, our choice, on any other page).
describe("budgetFor", () => {
  it("gives a Spanish page its English pair's budget", () => {
    for (const [spanish, english] of [
      ["/es", "/"],
      ["/es/services", "/services"],
      ["/es/services/skilled-nursing", "/services/skilled-nursing"],
      ["/es/insurance/verify", "/insurance/verify"],
      ["/es/blog/3", "/blog/3"],
      ["/es/contact", "/contact"],
    ]) {
      expect(budgetFor(spanish as string), spanish).toEqual(budgetFor(english as string));
    }
    expect(budgetFor("/es/services").kB).toBe(10);
    // No exception: the Spanish provider pages have their English pair's 110.
    expect(budgetFor("/es/insurance/medicare")).toEqual(budgetFor("/insurance/medicare"));
    expect(budgetFor("/es/insurance/medicaid").kB).toBe(112);
  });

  it("gives content-only pages 10 kB", () => {
    const routes = [
      ...SERVICE_PATHS,
      "/services",
      "/privacy-policy",
      "/hipaa-notice",
      "/nondiscrimination",
      "/accessibility",
      "/404",
      "/insurance/needs-javascript",
    ];
    for (const route of routes) expect(budgetFor(route).kB, route).toBe(10);
  });

  it("gives a blog article 80 kB, but not the blog list pages", () => {
    expect(budgetFor("/blog/1").kB).toBe(80);
    expect(budgetFor("/blog/15").kB).toBe(80);
    expect(budgetFor("/blog").kB).toBe(110);
    expect(budgetFor("/blog/page/2").kB).toBe(110);
  });

  it("gives the home page and the insurance tools 110 kB", () => {
    const routes = ["/", "/insurance", "/insurance/verify", "/insurance/calculator"];
    for (const route of routes) expect(budgetFor(route).kB, route).toBe(110);
  });

  it("gives a provider page, with its two tools, 112 kB (issue 31; issue 32 trims it)", () => {
    for (const id of PROVIDER_IDS) expect(budgetFor(`/insurance/${id}`).kB, id).toBe(112);
  });

  it("gives the private staff inbox its own 170 kB (age-encryption and passkeys load there only)", () => {
    expect(budgetFor("/inbox").kB).toBe(170);
    expect(budgetFor("/inbox/x").kB).toBe(110);
  });

  it("gives a page no rule names the 110 kB default", () => {
    expect(budgetFor("/about").kB).toBe(110);
    expect(budgetFor("/a-page-added-later").kB).toBe(110);
  });
});

describe("matchesRoute", () => {
  it("matches exact routes and one segment after /*", () => {
    expect(matchesRoute("/about", "/about")).toBe(true);
    expect(matchesRoute("/about", "/about/team")).toBe(false);
    expect(matchesRoute("/blog/*", "/blog/1")).toBe(true);
    expect(matchesRoute("/blog/*", "/blog")).toBe(false);
    expect(matchesRoute("/blog/*", "/blog/")).toBe(false);
    expect(matchesRoute("/blog/*", "/blog/page/2")).toBe(false);
    expect(matchesRoute("/blog/*", "/blogs/1")).toBe(false);
  });
});

const page = (route: string, firstVisit: number, budget: number, problems: string[] = []) => ({
  route,
  firstVisit,
  onDemand: 0,
  budget,
  problems,
});

describe("budgetStatus", () => {
  it("passes a page at its budget and fails one a byte over (1 kB = 1,024 bytes)", () => {
    expect(budgetStatus(page("/a", 10240, 10))).toBe("ok");
    expect(budgetStatus(page("/a", 10241, 10))).toBe("over");
  });

  it("fails a page whose scripts could not all be measured", () => {
    expect(budgetStatus(page("/a", 0, 10, ["missing from the build: /_astro/x.js"]))).toBe("error");
  });
});

describe("budgetReport", () => {
  it("lists failing pages first, then the heaviest, and returns the failures", () => {
    const pages = [
      page("/blog/2", 2048, 80),
      page("/blog/10", 2048, 80),
      page("/", 4096, 110),
      page("/privacy-policy", 20480, 10),
    ];
    const { lines, failed } = budgetReport(pages);
    expect(lines.slice(2)).toEqual([
      "| /privacy-policy | 20.0 | 10 | over | – |",
      "| / | 4.0 | 110 | ok | – |",
      "| /blog/2 | 2.0 | 80 | ok | – |",
      "| /blog/10 | 2.0 | 80 | ok | – |",
    ]);
    expect(failed.map((p) => p.route)).toEqual(["/privacy-policy"]);
  });
});
