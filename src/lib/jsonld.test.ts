import { describe, expect, it } from "vitest";
import { organization } from "@/content/organization";
import { services } from "@/content/services";
import { siteConfig } from "@/content/site";
import { breadcrumbsFor } from "./breadcrumbs";
import { breadcrumbJsonLd, faqPageJsonLd, organizationJsonLd, serializeJsonLd } from "./jsonld";

const roundTrip = (data: object) => JSON.parse(serializeJsonLd(data)) as Record<string, unknown>;

describe("organizationJsonLd", () => {
  const org = roundTrip(organizationJsonLd(organization));

  it("has the required fields and survives JSON serialisation", () => {
    expect(org["@context"]).toBe("https://schema.org");
    expect(org["@type"]).toBe("MedicalClinic");
    expect(org).toMatchObject({
      name: siteConfig.name,
      url: siteConfig.url,
      logo: `${siteConfig.url}/logo.png`,
      telephone: siteConfig.phone.e164,
      address: {
        "@type": "PostalAddress",
        streetAddress: siteConfig.address.street,
        addressLocality: "Wheeling",
        addressRegion: "IL",
        addressCountry: "US",
        postalCode: "60090",
      },
    });
    expect(org.medicalSpecialty).toEqual(expect.arrayContaining(["Nursing", "Physiotherapy"]));
  });

  it("serves the ten counties", () => {
    expect(org.areaServed).toHaveLength(10);
    expect(org.areaServed).toContainEqual({
      "@type": "AdministrativeArea",
      name: "Cook County, Illinois",
    });
  });

  it("lists every service with name, description and the agency as provider", () => {
    const available = org.availableService as Record<string, unknown>[];
    expect(available).toHaveLength(services.length);
    for (const [index, service] of services.entries()) {
      expect(available[index]).toEqual({
        "@type": "MedicalTherapy",
        name: service.title,
        description: service.summary,
        provider: { "@id": `${siteConfig.url}/#organization` },
      });
    }
    expect(org["@id"]).toBe(`${siteConfig.url}/#organization`);
  });
});

describe("faqPageJsonLd", () => {
  it("turns question/answer pairs into Question entities", () => {
    const faq = roundTrip(
      faqPageJsonLd([
        { question: "How soon can care start?", answer: "Usually within 24 to 48 hours." },
        { question: "Does Medicare pay?", answer: "Covered visits cost $0." },
      ]),
    );
    expect(faq["@type"]).toBe("FAQPage");
    expect(faq.mainEntity).toEqual([
      {
        "@type": "Question",
        name: "How soon can care start?",
        acceptedAnswer: { "@type": "Answer", text: "Usually within 24 to 48 hours." },
      },
      {
        "@type": "Question",
        name: "Does Medicare pay?",
        acceptedAnswer: { "@type": "Answer", text: "Covered visits cost $0." },
      },
    ]);
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the crumbs and gives every one an absolute URL, the last its own page", () => {
    const crumbs = breadcrumbsFor({ label: "Skilled Nursing", href: "/services/skilled-nursing" }, [
      { label: "Services", href: "/services" },
    ]);
    const list = roundTrip(breadcrumbJsonLd(crumbs, "https://example.org"));
    expect(list).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://example.org/" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Services",
          item: "https://example.org/services",
        },
        {
          "@type": "ListItem",
          position: 3,
          name: "Skilled Nursing",
          item: "https://example.org/services/skilled-nursing",
        },
      ],
    });
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element it is inlined into", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script> & more" });
    expect(text).not.toContain("<");
    expect(text).not.toContain(">");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script> & more" });
  });
});
