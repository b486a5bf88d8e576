import { countyNames } from "./counties";
import { isPlaceholder } from "@/shared/placeholder";
import { services } from "./services";
import { siteConfig } from "./site";

/** What the organization JSON-LD (`lib/jsonld.ts`) describes. */
export type OrganizationInput = {
  name: string;
  description: string;
  url: string;
  logoPath: string;
  telephone: string;
  email: string;
  address: Record<"street" | "locality" | "region" | "postalCode" | "country", string>;
  /** County names, without the word "County". */
  areaServed: readonly string[];
  sameAs: readonly string[];
  services: readonly { title: string; summary: string }[];
};

/** Input of the organization JSON-LD, assembled from the site config, counties and services. */
export const organization = {
  name: siteConfig.name,
  description: siteConfig.description,
  url: siteConfig.url,
  logoPath: "/logo.png",
  telephone: siteConfig.phone.e164,
  email: siteConfig.email,
  address: siteConfig.address,
  areaServed: countyNames,
  /** Only the profiles the agency has confirmed: a placeholder is no profile of ours. */
  sameAs: Object.values(siteConfig.social).filter((href) => !isPlaceholder(href)),
  services,
} satisfies OrganizationInput;
