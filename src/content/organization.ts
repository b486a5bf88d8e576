import type { OrganizationInput } from "@/lib/jsonld";
import { services } from "./services";
import { siteConfig } from "./site";

/** Input of the organization JSON-LD, assembled from the site config and services. */
export const organization = {
  name: siteConfig.name,
  description: siteConfig.description,
  url: siteConfig.url,
  logoPath: "/logo.png",
  telephone: siteConfig.phone.e164,
  email: siteConfig.email,
  address: siteConfig.address,
  areaServed: siteConfig.counties,
  sameAs: Object.values(siteConfig.social),
  services,
} satisfies OrganizationInput;
