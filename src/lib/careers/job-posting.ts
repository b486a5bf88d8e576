import type { JobPosting, WithContext } from "schema-dts";
import { siteConfig } from "@/content/site";
import { hourlyEstimate, type Opening } from "./opening-entries";
import { absoluteUrl } from "@/lib/url";
import { openingPath } from "./paths";

const UNIT = { hour: "HOUR", year: "YEAR" } as const;

/**
 * An opening as a schema.org JobPosting (Google's job results): title, description (HTML),
 * datePosted, validThrough (end of that day in Chicago), employmentType, hiringOrganization,
 * jobLocation (the office the team works from), baseSalary, identifier and directApply (true:
 * the opening's page carries its application form). Pay per visit has no unit in Google's list, so
 * baseSalary carries its hourly estimate (the page shows both and says how it is estimated).
 */
export function jobPostingJsonLd(opening: Opening, origin?: string): WithContext<JobPosting> {
  const estimate = hourlyEstimate(opening.pay);
  const { min, max } = estimate ?? opening.pay;
  const unit = opening.pay.per === "year" ? UNIT.year : UNIT.hour;
  const { address } = siteConfig;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: opening.title,
    description: opening.html,
    datePosted: opening.datePosted,
    validThrough: `${opening.validThrough}T23:59:59-06:00`,
    employmentType: opening.employmentType,
    hiringOrganization: {
      "@type": "Organization",
      name: siteConfig.name,
      sameAs: siteConfig.url,
      logo: absoluteUrl("/logo.png", origin),
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        streetAddress: address.street,
        addressLocality: address.locality,
        addressRegion: address.region,
        postalCode: address.postalCode,
        addressCountry: address.country,
      },
    },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: min, maxValue: max, unitText: unit },
    },
    identifier: { "@type": "PropertyValue", name: siteConfig.name, value: opening.slug },
    directApply: true,
    url: absoluteUrl(openingPath(opening.slug), origin),
  };
}
