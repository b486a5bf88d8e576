import { describe, expect, it } from "vitest";
import { partners } from "./home";
import {
  getProvider,
  getProviderInfo,
  hasProviderInfo,
  isProviderId,
  providerGeneralInfo,
  providerIds,
  providerInfo,
  providerPage,
  providers,
} from "./insurance";
import { insurancePageCopy, providerPageCopy } from "./insurance-page";
import { pages } from "./pages";
import { siteConfig } from "./site";
import { PROVIDER_IDS } from "../../test/spec";

const listKeys = ["eligibility", "coverage", "homeHealthBenefits", "requirements"] as const;

describe("insurance providers", () => {
  it("has exactly the fourteen spec ids, in order, with logos under /partners", () => {
    expect(providerIds).toEqual([...PROVIDER_IDS]);
    expect(providers.map((provider) => provider.id)).toEqual(providerIds);
    for (const provider of providers) {
      expect(provider.logo).toBe(`/partners/${provider.id}.svg`);
      expect(provider.description.length, provider.id).toBeGreaterThan(20);
      expect(provider.coverage.length, provider.id).toBeGreaterThan(5);
    }
    expect(providers.map((provider) => provider.name)).toEqual([
      "Medicare",
      "Medicaid",
      "Blue Cross Blue Shield",
      "Aetna",
      "Cigna",
      "Humana",
      "United Healthcare",
      "Anthem",
      "Kaiser Permanente",
      "TRICARE",
      "Centene",
      "Molina Healthcare",
      "WellCare",
      "Independence Blue Cross",
    ]);
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

  it("looks providers up by id", () => {
    expect(getProvider("bcbs")?.name).toBe("Blue Cross Blue Shield");
    expect(getProvider("nope")).toBeUndefined();
    expect(isProviderId("tricare")).toBe(true);
    expect(isProviderId("TRICARE")).toBe(false);
    expect(isProviderId("toString")).toBe(false);
  });
});

describe("provider pages", () => {
  it("gives Medicare, Medicaid and BCBS specific info with every list filled", () => {
    expect(Object.keys(providerInfo)).toEqual(["medicare", "medicaid", "bcbs"]);
    for (const [id, info] of Object.entries(providerInfo)) {
      for (const key of listKeys) expect(info[key].length, `${id}.${key}`).toBeGreaterThan(0);
      expect(info.howToConfirm.length, id).toBeGreaterThan(0);
      expect(info.copay.length, id).toBeGreaterThan(10);
      expect(info.website, id).toMatch(/^https:\/\//);
      expect(info.detail).toBe("specific");
      expect(info.name).toBe(getProvider(id)?.name);
      expect(info.phone ?? info.phoneNote, id).toBeTruthy();
    }
  });

  it("uses the Medicare helpline and TTY from siteConfig and states the $0 home health cost", () => {
    expect(providerInfo.medicare.phone).toBe(siteConfig.medicare.helpline);
    expect(providerInfo.medicare.tty).toBe(siteConfig.medicare.tty);
    expect(providerInfo.medicare.website).toBe("https://www.medicare.gov");
    expect(providerInfo.medicare.copay).toContain("$0");
    expect(providerInfo.medicare.copay).toContain("20%");
    expect(providerInfo.medicaid.links?.[0]?.href).toBe("https://abe.illinois.gov");
    expect(providerInfo.bcbs.phone).toBeNull();
    expect(providerInfo.bcbs.phoneNote).toMatch(/card/);
    expect(providerInfo.bcbs.website).toBe("https://www.bcbsil.com");
  });

  it("gives the other eleven a general page with every section filled", () => {
    for (const provider of providers) {
      const info = getProviderInfo(provider);
      expect(info.name).toBe(provider.name);
      expect(info.logo).toBe(provider.logo);
      for (const key of listKeys)
        expect(info[key].length, `${provider.id}.${key}`).toBeGreaterThan(0);
      expect(info.howToConfirm.length).toBeGreaterThan(0);
      expect(info.website, provider.id).toMatch(/^https:\/\/[a-z.]+\.(com|org|gov|mil)$/);
      expect(info.phone ?? info.phoneNote, provider.id).toBeTruthy();
      expect(info.detail).toBe(hasProviderInfo(provider.id) ? "specific" : "general");
      if (!hasProviderInfo(provider.id)) {
        expect(info.phone).toBeNull();
        expect(providerGeneralInfo(provider)).toEqual(info);
      }
    }
    const kaiser = getProviderInfo(getProvider("kaiser")!);
    expect(kaiser.notice).toMatch(/not able to take new patients/);
    expect(kaiser.notice).toMatch(/Illinois/);
  });

  it("gives each provider page a unique path and title and a 50 to 160 character description", () => {
    const entries = providers.map(providerPage);
    const all = [...Object.values(pages), ...entries];
    expect(new Set(all.map((page) => page.path)).size).toBe(all.length);
    expect(new Set(all.map((page) => page.title)).size).toBe(all.length);
    for (const page of entries) {
      expect(page.path).toMatch(/^\/insurance\/[a-z]+$/);
      expect(page.title.length, page.path).toBeLessThanOrEqual(70);
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
    }
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
    expect(Object.values(insurancePageCopy.tabs)).toEqual([
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
    expect(providerPageCopy.notFound.text).toBe(
      "The insurance provider you're looking for doesn't exist.",
    );
  });
});
