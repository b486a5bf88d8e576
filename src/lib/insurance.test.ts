import { describe, expect, it } from "vitest";
import { providers } from "@/content/insurance/providers";
import { pages } from "@/content/pages";
import { siteConfig } from "@/content/site";
import { PROVIDER_IDS, PROVIDER_NAMES } from "../../test/spec";
import {
  calculatorInsuranceType,
  getProvider,
  getProviderInfo,
  providerPage,
  providerSummary,
} from "./insurance";

const listKeys = ["eligibility", "coverage", "homeHealthBenefits", "requirements"] as const;

/** The three providers with plan-specific pages (spec §2). */
const detailed = ["medicare", "medicaid", "bcbs"];

const info = (id: string) => getProviderInfo(getProvider(id)!);

describe("getProvider", () => {
  it("looks providers up by their exact route id", () => {
    expect(getProvider("bcbs")?.name).toBe("Blue Cross Blue Shield");
    expect(getProvider("tricare")?.id).toBe("tricare");
    expect(getProvider("nope")).toBeUndefined();
    expect(getProvider("TRICARE")).toBeUndefined();
    expect(getProvider("toString")).toBeUndefined();
    for (const id of PROVIDER_IDS) expect(getProvider(id)?.id).toBe(id);
  });
});

describe("getProviderInfo", () => {
  it("gives Medicare, Medicaid and BCBS specific info with every list filled", () => {
    expect(
      providers.filter((p) => getProviderInfo(p).detail === "specific").map((p) => p.id),
    ).toEqual(detailed);
    for (const id of detailed) {
      const page = info(id);
      for (const key of listKeys) expect(page[key].length, `${id}.${key}`).toBeGreaterThan(0);
      expect(page.howToConfirm.length, id).toBeGreaterThan(0);
      expect(page.copay.length, id).toBeGreaterThan(10);
      expect(page.website, id).toMatch(/^https:\/\//);
      expect(page.detail).toBe("specific");
      expect(page.name).toBe(PROVIDER_NAMES[(PROVIDER_IDS as readonly string[]).indexOf(id)]);
      expect(page.phone ?? page.phoneNote, id).toBeTruthy();
    }
  });

  it("uses the Medicare helpline and TTY from siteConfig and states the $0 home health cost", () => {
    const medicare = info("medicare");
    expect(medicare.phone).toBe(siteConfig.medicare.helpline);
    expect(medicare.tty).toBe(siteConfig.medicare.tty);
    expect(medicare.website).toBe("https://www.medicare.gov");
    expect(medicare.copay).toContain("$0");
    expect(medicare.copay).toContain("20%");
    expect(info("medicaid").links?.[0]?.href).toBe("https://abe.illinois.gov");
    const bcbs = info("bcbs");
    expect(bcbs.phone).toBeNull();
    expect(bcbs.phoneNote).toMatch(/card/);
    expect(bcbs.website).toBe("https://www.bcbsil.com");
  });

  it("gives the other eleven a general page with every section filled", () => {
    for (const provider of providers) {
      const page = getProviderInfo(provider);
      expect(page.name).toBe(provider.name);
      expect(page.logo).toBe(provider.logo);
      for (const key of listKeys)
        expect(page[key].length, `${provider.id}.${key}`).toBeGreaterThan(0);
      expect(page.howToConfirm.length).toBeGreaterThan(0);
      expect(page.website, provider.id).toMatch(/^https:\/\/[a-z.]+\.(com|org|gov|mil)$/);
      expect(page.phone ?? page.phoneNote, provider.id).toBeTruthy();
      expect(page.detail).toBe(detailed.includes(provider.id) ? "specific" : "general");
      if (!detailed.includes(provider.id)) {
        expect(page.phone).toBeNull();
        expect(page.description).toBe(provider.description);
        expect(page.phoneLabel).toBe(`${provider.name} member services`);
      }
    }
    const kaiser = info("kaiser");
    expect(kaiser.notice).toMatch(/not able to take new patients/);
    expect(kaiser.notice).toMatch(/Illinois/);
  });

  it("names the plan where it differs from the company", () => {
    expect(info("centene").eligibility[0]).toContain(
      "Meridian, Centene's HealthChoice Illinois plan through HealthChoice Illinois",
    );
    expect(info("aetna").eligibility[0]).toContain("Aetna plan");
  });
});

describe("providerSummary", () => {
  it("gives the card grid the card's fields and the page link, and no page text", () => {
    expect(providerSummary(getProvider("kaiser")!)).toEqual({
      id: "kaiser",
      name: "Kaiser Permanente",
      logo: "/partners/kaiser.svg",
      description:
        "Kaiser Permanente runs health plans in other states, and we are not taking new Kaiser patients.",
      coverage: "Not accepting new patients",
      popular: false,
      acceptsNewPatients: false,
      href: "/insurance/kaiser",
    });
    expect(Object.keys(providerSummary(getProvider("medicare")!))).not.toContain("details");
  });
});

describe("providerPage", () => {
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

  it("ranks the detailed pages higher and says when new patients are not taken", () => {
    const medicare = providerPage(getProvider("medicare")!);
    expect(medicare).toMatchObject({
      path: "/insurance/medicare",
      title: "Medicare Home Health Coverage",
      priority: 0.7,
    });
    expect(providerPage(getProvider("aetna")!).priority).toBe(0.5);
    expect(providerPage(getProvider("kaiser")!).description).toContain(
      "we are not taking new Kaiser Permanente patients",
    );
  });
});

describe("calculatorInsuranceType", () => {
  it("starts each provider page's calculator on the insurance type of its kind of plan", () => {
    expect(Object.fromEntries(providers.map((p) => [p.id, calculatorInsuranceType(p)]))).toEqual({
      medicare: "medicare",
      medicaid: "medicaid",
      bcbs: "commercial",
      aetna: "commercial",
      cigna: "commercial",
      humana: "medicare-advantage",
      united: "commercial",
      anthem: "commercial",
      kaiser: "commercial",
      tricare: "commercial",
      centene: "medicaid",
      molina: "medicaid",
      wellcare: "medicare-advantage",
      independence: "commercial",
    });
  });
});
