import { describe, expect, it } from "vitest";
import { jsonLdProblems } from "./json-ld.mjs";

const block = (data: unknown) =>
  `<script type="application/ld+json">${typeof data === "string" ? data : JSON.stringify(data)}</script>`;

const article = {
  "@context": "https://schema.org",
  "@type": "BlogPosting",
  headline: "H",
  datePublished: "2026-01-01",
  author: { "@type": "Organization", name: "Agency" },
  image: "https://www.example.com/a.png",
  mainEntityOfPage: { "@type": "WebPage", "@id": "https://www.example.com/blog/1" },
};

describe("jsonLdProblems", () => {
  it("passes complete blocks, references and nodes of types without a row when nested", () => {
    const breadcrumbs = {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.com/" },
        { "@type": "ListItem", position: 2, name: "Blog" },
      ],
    };
    const clinic = {
      "@type": ["MedicalClinic", "HomeHealthCare"],
      name: "A",
      url: "https://www.example.com",
      telephone: "+1",
      address: { "@type": "PostalAddress", streetAddress: "1 Main St" },
    };
    const html = block(article) + block(breadcrumbs) + block({ "@graph": [clinic] });
    expect(jsonLdProblems(html, "/x")).toEqual([]);
  });

  it("names a block that does not parse, missing properties, and a top-level type without a row", () => {
    const job = {
      "@type": "JobPosting",
      title: "RN",
      description: "",
      datePosted: "2026-01-01",
      hiringOrganization: { "@type": "Organization" },
      jobLocation: [],
    };
    const html =
      block("{not json") +
      block(job) +
      block({ "@type": "FAQPage", mainEntity: [{ "@type": "Question", name: "Q?" }] }) +
      block({ "@type": "Recipe", name: "Soup" });
    expect(jsonLdProblems(html, "/x")).toEqual([
      expect.stringMatching(/^\/x JSON-LD block 1 does not parse: /),
      '/x JSON-LD block 2: JobPosting misses "description"',
      '/x JSON-LD block 2: JobPosting misses "jobLocation"',
      '/x JSON-LD block 2: Organization misses "name"',
      '/x JSON-LD block 3: Question misses "acceptedAnswer"',
      "/x JSON-LD block 4: no row for @type Recipe in scripts/lib/json-ld.mjs",
    ]);
  });

  it("accepts either property of an `a|b` entry (ListItem's name or item)", () => {
    const list = {
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, item: "https://www.example.com/" },
        { "@type": "ListItem", position: 2 },
      ],
    };
    expect(jsonLdProblems(block(list), "/y")).toEqual([
      '/y JSON-LD block 1: ListItem misses "name" or "item"',
    ]);
  });
});
