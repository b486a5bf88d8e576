import { describe, expect, it } from "vitest";
import { partners } from "./home";
import { insurancePageCopy, providerPageCopy } from "./insurance-page";
import { generalSections } from "./insurance/general";
import { medicaidDetails, medicareDetails } from "./insurance/provider-details";
import { providers } from "./insurance/providers";
import { pages } from "./pages";
import { siteConfig } from "./site";
import { PROVIDER_IDS, PROVIDER_NAMES, PROVIDER_TABS } from "../../test/spec";

describe("insurance providers", () => {
  it("has exactly the fourteen spec ids, in order, with logos under /partners", () => {
    expect(providers.map((provider) => provider.id)).toEqual([...PROVIDER_IDS]);
    for (const provider of providers) {
      expect(provider.logo).toBe(`/partners/${provider.id}.svg`);
      expect(provider.description.length, provider.id).toBeGreaterThan(20);
      expect(provider.coverage.length, provider.id).toBeGreaterThan(5);
    }
    expect(providers.map((provider) => provider.name)).toEqual([...PROVIDER_NAMES]);
  });

  it("marks exactly the spec's popular providers and only Kaiser as not accepting", () => {
    expect(providers.filter((p) => p.popular).map((p) => p.id)).toEqual([
      "medicare",
      "medicaid",
      "bcbs",
      "humana",
      "united",
    ]);
    expect(providers.filter((p) => !p.acceptsNewPatients).map((p) => p.id)).toEqual(["kaiser"]);
  });

  it("registers the insurance, verify and calculator pages", () => {
    expect(pages.insurance.path).toBe("/insurance");
    expect(pages.insuranceVerify.path).toBe("/insurance/verify");
    expect(pages.insuranceCalculator.path).toBe("/insurance/calculator");
    for (const page of [pages.insurance, pages.insuranceVerify, pages.insuranceCalculator]) {
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
    }
  });
});

describe("home partner strip", () => {
  it("is derived from the providers: same ids, names, logos and order", () => {
    expect(partners).toEqual(providers.map(({ id, name, logo }) => ({ id, name, logo })));
  });
});

describe("insurance page copy", () => {
  it("has the spec's labels", () => {
    expect(insurancePageCopy.hero.badges).toEqual([
      "14+ Insurance Plans",
      "Pre-Authorization Help",
    ]);
    expect(insurancePageCopy.hero.cta).toEqual({
      label: "Check Your Eligibility",
      href: "/insurance/verify",
    });
    expect(insurancePageCopy.actionCards.map((card) => card.title)).toEqual([
      "Verify Coverage",
      "Cost Calculator",
      "Get Help",
    ]);
    expect(insurancePageCopy.actionCards[2]?.phone).toBe(siteConfig.phone);
    expect(insurancePageCopy.tabs.map((tab) => tab.label)).toEqual([
      "Insurance Providers",
      "Coverage Benefits",
      "Authorization Process",
    ]);
    expect(insurancePageCopy.filters.map((filter) => filter.label)).toEqual([
      "All",
      "Popular",
      "Accepting New Patients",
    ]);
    expect(insurancePageCopy.process.steps.map((step) => step.title)).toEqual([
      "Initial Verification",
      "Prior Authorization",
      "Care Plan Approval",
      "Service Delivery",
      "Ongoing Management",
    ]);
    expect(insurancePageCopy.resultCount(1)).toBe("1 insurance provider found");
    expect(insurancePageCopy.resultCount(14)).toBe("14 insurance providers found");
    expect(insurancePageCopy.crumb).toEqual({ label: "Insurance", href: "/insurance" });
    expect(providerPageCopy.tabs.map((tab) => tab.label)).toEqual(PROVIDER_TABS);
    expect(providerPageCopy.notFound.text).toBe(
      "The insurance provider you're looking for doesn't exist.",
    );
  });
});

describe("homebound and plan facts (issue 14 §4)", () => {
  /** Medicare Benefit Policy Manual ch. 7 §30.1.1: criterion one AND criterion two. */
  const BOTH =
    "homebound, which means both of these are true: you need help to leave home, such as another person, a cane, walker or wheelchair, or special transport, or your doctor advises you not to leave because of your condition; and leaving home takes a great deal of effort, so you normally stay home";

  it("joins Medicare's two homebound conditions with 'and', on every Medicare-rule page", () => {
    expect(medicareDetails.eligibility).toContain(`Your doctor certifies that you are ${BOTH}.`);
    expect(medicareDetails.eligibility.join(" ")).not.toMatch(
      /great deal of effort, or you need help/,
    );
    expect(
      generalSections("medicare-advantage", "Humana", "Humana").eligibility.join(" "),
    ).toContain(BOTH);
    expect(generalSections("military", "TRICARE", "TRICARE").eligibility.join(" ")).toContain(BOTH);
  });

  it("says Medicaid does not require homebound status (42 CFR 440.70(c))", () => {
    const line =
      "You do not have to be homebound: Medicaid does not require it for home health care.";
    expect(medicaidDetails.requirements).toContain(line);
    expect(generalSections("medicaid-managed-care", "Molina", "Molina").eligibility).toContain(
      line,
    );
  });

  it("says Aetna sells no individual plans in Illinois", () => {
    const aetna = providers.find((p) => p.id === "aetna")!;
    expect(aetna.description).toContain("no longer sells individual plans in Illinois");
    expect(aetna.notice).toContain("Aetna no longer sells individual or family plans in Illinois");
    expect(aetna.memberVia).toBe("through an employer or as a Medicare Advantage plan");
    const cigna = generalSections("commercial", "Cigna", "Cigna").eligibility[0];
    expect(cigna).toBe(
      "You are a member of a Cigna plan, through an employer, the Health Insurance Marketplace or on your own.",
    );
  });
});
