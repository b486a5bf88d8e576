import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { languageAssistanceCopy } from "@/content/language-assistance";
import { accessibilityStatement } from "@/content/legal/accessibility";
import { nondiscriminationNotice } from "@/content/legal/nondiscrimination";
import { pages } from "@/content/pages";
import { LanguageTaglines } from "./language-taglines";
import { LegalDocument } from "./legal-document";

/** The pages' bodies as src/pages/{nondiscrimination,accessibility}.astro compose them. */
describe("the notice pages", () => {
  it("/nondiscrimination: h1, breadcrumb, numbered sections, then the taglines in the contents", () => {
    render(
      <LegalDocument
        document={nondiscriminationNotice}
        path={pages.nondiscrimination.path}
        extraContents={[{ id: languageAssistanceCopy.id, title: languageAssistanceCopy.title }]}
      >
        <LanguageTaglines />
      </LegalDocument>,
    );
    expect(
      screen.getByRole("heading", { level: 1, name: pages.nondiscrimination.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Breadcrumb" })).toHaveTextContent("Home");
    const toc = screen.getByRole("navigation", { name: "On this page" });
    const links = within(toc).getAllByRole("link");
    expect(links).toHaveLength(nondiscriminationNotice.sections.length + 1);
    expect(links.at(-1)).toHaveAttribute("href", "#language-assistance");
    expect(links.at(-1)).toHaveTextContent("Language Assistance");
    expect(screen.getByRole("region", { name: "Language Assistance" })).toBeInTheDocument();
    expect(
      screen.getByRole("region", {
        name: "5. How to File a Complaint with the Office for Civil Rights",
      }),
    ).toBeInTheDocument();
    const jsonLd = document.querySelector('script[type="application/ld+json"]');
    expect(jsonLd?.textContent).toContain('"BreadcrumbList"');
    expect(jsonLd?.textContent).toContain(pages.nondiscrimination.path);
  });

  it("/accessibility: h1, breadcrumb and its sections", () => {
    render(<LegalDocument document={accessibilityStatement} path={pages.accessibility.path} />);
    expect(
      screen.getByRole("heading", { level: 1, name: "Accessibility Statement" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Breadcrumb" })).toHaveTextContent("Home");
    expect(screen.getByRole("region", { name: "1. Our Standard" })).toBeInTheDocument();
    expect(document.querySelector('script[type="application/ld+json"]')?.textContent).toContain(
      pages.accessibility.path,
    );
  });
});
