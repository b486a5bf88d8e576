/*
 * Lookups over the insurance providers of `src/content/insurance/`: a provider by route id, the
 * page model of its /insurance/{provider} page, the page's SEO entry and the insurance type its
 * cost calculator starts with. Pure: no React, no DOM.
 */
import { generalSections } from "@/content/insurance/general";
import type { ProviderDetails } from "@/content/insurance/provider-details";
import {
  providerPageSeo,
  providerPath,
  providers,
  type InsuranceProvider,
  type PlanKind,
  type ProviderLogo,
} from "@/content/insurance/providers";
import type { PageEntry } from "@/content/pages";
import {
  insuranceCompanyChoices,
  type InsuranceCompany,
} from "@/content/insurance/provider-choices";
import type { InsuranceType } from "@/lib/cost-calculator";

/** The provider with this route id, or undefined for an unknown id.
 * @internal Pages get their entities from getStaticPaths; tests look them up by id.
 */
export function getProvider(id: string): InsuranceProvider | undefined {
  return providers.find((provider) => provider.id === id);
}

/**
 * What the /insurance card grid (a client component) gets of a provider, as props from the
 * server: the card's fields and link, not the page text, so no provider data ships as JS.
 */
export type ProviderSummary = Pick<
  InsuranceProvider,
  "id" | "name" | "logo" | "description" | "coverage" | "popular" | "acceptsNewPatients"
> & { href: ReturnType<typeof providerPath> };

export function providerSummary(provider: InsuranceProvider): ProviderSummary {
  const { id, name, logo, description, coverage, popular, acceptsNewPatients } = provider;
  return {
    id,
    name,
    logo,
    description,
    coverage,
    popular,
    acceptsNewPatients,
    href: providerPath(id),
  };
}

/** What a provider page shows (spec §3 "Insurance provider info"), for every provider. */
export type ProviderInfo = ProviderDetails & {
  name: string;
  logo: ProviderLogo;
  /** The insurer's official website. */
  website: string;
  /**
   * "specific": facts about this program. "general": what is usually true for this kind of
   * plan; the page says the visitor's own plan decides.
   */
  detail: "specific" | "general";
  /** A caveat to show prominently (e.g. not accepting new patients). */
  notice?: string;
};

/**
 * The page model of any provider: its plan-specific details where they exist (Medicare,
 * Medicaid, Blue Cross Blue Shield), otherwise the general text of its kind of plan.
 */
export function getProviderInfo(provider: InsuranceProvider): ProviderInfo {
  const { name, logo, website, notice } = provider;
  const common = { name, logo, website, ...(notice ? { notice } : {}) };
  if (provider.details) return { ...common, ...provider.details, detail: "specific" };
  const planName = provider.planName ?? name;
  return {
    ...common,
    description: provider.description,
    phone: null,
    ...generalSections(provider.plan, name, planName, provider.memberVia),
    detail: "general",
  };
}

/** SEO fields of a provider page; the sitemap adds these dynamic routes itself. */
export function providerPage(provider: InsuranceProvider): PageEntry {
  return {
    path: providerPath(provider.id),
    title: providerPageSeo.title(provider.name),
    description: providerPageSeo.description(provider.name, provider.acceptsNewPatients),
    changeFrequency: "monthly",
    priority: provider.details ? 0.7 : 0.5,
  };
}

const calculatorTypes = {
  "original-medicare": "medicare",
  medicaid: "medicaid",
  "medicaid-managed-care": "medicaid",
  "medicare-advantage": "medicare-advantage",
  commercial: "commercial",
  military: "commercial",
  "out-of-area": "commercial",
} as const satisfies Record<PlanKind, InsuranceType>;

/** The insurance type the provider page's cost calculator starts with, from the kind of plan. */
export function calculatorInsuranceType(provider: InsuranceProvider): InsuranceType {
  return calculatorTypes[provider.plan];
}

/** The verification form's insurance company choice for a provider's page (its id). */
export function insuranceCompanyOf(provider: InsuranceProvider): InsuranceCompany | undefined {
  return insuranceCompanyChoices.find((choice) => choice.value === provider.id)?.value;
}
