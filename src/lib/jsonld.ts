import type { BreadcrumbList, FAQPage, MedicalClinic, WithContext } from "schema-dts";
import type { OrganizationInput } from "@/content/organization";
import type { Crumb } from "./breadcrumbs";
import { absoluteUrl } from "./url";

/**
 * The agency as a schema.org MedicalClinic (a LocalBusiness that is a MedicalOrganization,
 * which is the type that carries `availableService`).
 */
export function organizationJsonLd(org: OrganizationInput): WithContext<MedicalClinic> {
  const id = `${org.url}/#organization`;
  return {
    "@context": "https://schema.org",
    "@type": "MedicalClinic",
    "@id": id,
    name: org.name,
    description: org.description,
    url: org.url,
    logo: absoluteUrl(org.logoPath, org.url),
    image: absoluteUrl(org.logoPath, org.url),
    telephone: org.telephone,
    email: org.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: org.address.street,
      addressLocality: org.address.locality,
      addressRegion: org.address.region,
      postalCode: org.address.postalCode,
      addressCountry: org.address.country,
    },
    areaServed: org.areaServed.map((county) => ({
      "@type": "AdministrativeArea",
      name: `${county} County, Illinois`,
    })),
    medicalSpecialty: ["Nursing", "Physiotherapy", "SpeechPathology", "Geriatric"],
    availableService: org.services.map((service) => ({
      "@type": "MedicalTherapy",
      name: service.title,
      description: service.summary,
      provider: { "@id": id },
    })),
    sameAs: [...org.sameAs],
  };
}

export type FaqInput = readonly { question: string; answer: string }[];

export function faqPageJsonLd(items: FaqInput): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** The last crumb (the current page) has no link; it gets the page's own URL. */
export function breadcrumbJsonLd(
  crumbs: readonly Crumb[],
  origin?: string,
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href, origin),
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`, safe to inline in HTML. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026");
}
