import { describe, expect, it } from "vitest";
import { footerNav } from "@/content/navigation";
import { pages } from "@/content/pages";
import { siteConfig } from "@/content/site";
import { accessibilityStatement } from "./accessibility";
import { OCR_COMPLAINT_URL } from "./hipaa-notice";
import { nondiscriminationNotice } from "./nondiscrimination";
import type { LegalDocument } from "./types";
import { allBlocks, hrefsOf, section, textOf } from "../../../test/legal";

const documents = { nondiscriminationNotice, accessibilityStatement } satisfies Record<
  string,
  LegalDocument
>;

describe.each(Object.entries(documents))("%s", (_, document) => {
  it("numbers its sections 1, 2, 3... with unique, URL-safe ids", () => {
    expect(document.sections.map((s) => s.number)).toEqual(document.sections.map((_, i) => i + 1));
    const ids = document.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it("links only to its own sections, the taglines or https/tel/mailto/site paths", () => {
    const ids = new Set([...document.sections.map((s) => s.id), "language-assistance"]);
    for (const href of hrefsOf(allBlocks(document))) {
      expect(href).toMatch(/^(mailto:|tel:|#|\/|https:\/\/)/);
      if (href.startsWith("#")) expect(ids).toContain(href.slice(1));
    }
  });

  it("is dated November 2026 and gives the coordinator's phone, TTY 711, email and address", () => {
    expect(document.lastUpdated).toBe("November 2026");
    const text = textOf(allBlocks(document));
    const hrefs = hrefsOf(allBlocks(document));
    expect(hrefs).toContain(`tel:${siteConfig.civilRights.phone.e164}`);
    expect(hrefs).toContain("tel:711");
    expect(hrefs).toContain(`mailto:${siteConfig.civilRights.email}`);
    expect(text).toContain(siteConfig.address.street);
    expect(text).toContain(siteConfig.civilRights.coordinator);
  });
});

describe("notice of nondiscrimination", () => {
  const text = textOf(allBlocks(nondiscriminationNotice));
  const hrefs = hrefsOf(allBlocks(nondiscriminationNotice));

  it("names the six protected grounds", () => {
    expect(text).toContain(
      "does not discriminate on the basis of race, color, national origin, age, disability, or sex",
    );
  });

  it("lists the free aids for people with disabilities and the free language services", () => {
    const aids = textOf(section(nondiscriminationNotice, "free-aids-and-services").blocks);
    expect(aids).toContain("Qualified sign language interpreters");
    expect(aids).toContain(
      "Written information in other formats (large print, audio, accessible electronic formats, other formats)",
    );
    const language = textOf(section(nondiscriminationNotice, "free-language-services").blocks);
    expect(language).toContain("Qualified interpreters");
    expect(language).toContain("Information written in other languages");
  });

  it("has what 45 CFR 92.10(a)(1) adds: language and alternate formats, and where the notice lives", () => {
    expect(text).toContain(
      "National origin includes limited English proficiency and primary language",
    );
    const aids = textOf(section(nondiscriminationNotice, "free-aids-and-services").blocks);
    expect(aids).toContain("braille");
    const language = textOf(section(nondiscriminationNotice, "free-language-services").blocks);
    expect(language).toContain("Oral interpretation");
    expect(language).toContain("Translated documents, printed and electronic");
    expect(hrefsOf(section(nondiscriminationNotice, "how-to-ask").blocks)).toContain(
      pages.nondiscrimination.path,
    );
  });

  it("explains the grievance: in person, by mail, phone or email, with help to file it", () => {
    const grievance = textOf(section(nondiscriminationNotice, "file-a-grievance").blocks);
    for (const way of ["In person", "By mail", "By phone", "By email"]) {
      expect(grievance).toContain(way);
    }
    expect(grievance).toMatch(/help filing a grievance/);
    expect(grievance).toMatch(/will not retaliate/);
  });

  it("gives every way to complain to the HHS Office for Civil Rights", () => {
    const ocr = section(nondiscriminationNotice, "file-a-complaint").blocks;
    expect(hrefsOf(ocr)).toContain("https://ocrportal.hhs.gov/ocr/portal/lobby.jsf");
    expect(hrefsOf(ocr)).toContain(OCR_COMPLAINT_URL);
    expect(textOf(ocr)).toContain(
      "U.S. Department of Health and Human Services, 200 Independence Avenue SW, Room 509F, HHH Building, Washington, D.C. 20201",
    );
    expect(textOf(ocr)).toContain("1-800-368-1019");
    expect(textOf(ocr)).toContain("800-537-7697");
    expect(hrefsOf(ocr)).toEqual(expect.arrayContaining(["tel:+18003681019", "tel:+18005377697"]));
    expect(textOf(ocr)).toContain("(TDD)");
  });

  it("uses the 2024 rule's terms: language assistance and auxiliary aids, free, accurate and timely (45 CFR 92.10)", () => {
    expect(text).toContain(
      "Language assistance services, and auxiliary aids and services for people with disabilities, are free of charge.",
    );
    const aids = textOf(section(nondiscriminationNotice, "free-aids-and-services").blocks);
    expect(aids).toContain("reasonable modifications");
    expect(aids).toContain("appropriate auxiliary aids and services");
    expect(aids).toContain("free of charge and in a timely manner");
    const language = textOf(section(nondiscriminationNotice, "free-language-services").blocks);
    expect(language).toContain("language assistance services");
    expect(language).toContain("free of charge, accurate and timely");
    expect(language).toContain("not left to automatic translation");
    const ask = textOf(section(nondiscriminationNotice, "how-to-ask").blocks);
    expect(ask).toContain(siteConfig.civilRights.phone.display);
  });

  it("points to the taglines", () => {
    expect(hrefs).toContain("#language-assistance");
  });
});

describe("accessibility statement", () => {
  const text = textOf(allBlocks(accessibilityStatement));

  it("states the WCAG 2.2 Level AA target", () => {
    expect(text).toMatch(/WCAG\) 2\.2 at Level AA/);
    expect(hrefsOf(allBlocks(accessibilityStatement))).toContain("https://www.w3.org/TR/WCAG22/");
  });

  it("says how the site is tested: axe on every page at 375 and 1280 pixels, keyboard tests", () => {
    const testing = textOf(section(accessibilityStatement, "how-we-test").blocks);
    expect(testing).toMatch(/axe-core/);
    expect(testing).toMatch(/375 pixels/);
    expect(testing).toMatch(/1280 pixels/);
    expect(testing).toMatch(/keyboard/i);
  });

  it("lists the known limitations: translation widget, Google map, certificates, no PDFs", () => {
    const limits = textOf(section(accessibilityStatement, "known-limitations").blocks);
    expect(limits).toMatch(/Google Translate/);
    expect(limits).toMatch(/Google Maps/);
    expect(limits).toMatch(/button in a list/);
    expect(limits).toMatch(/certificates are shown as pictures/i);
    expect(limits).toMatch(/do not publish PDF/);
  });

  it("says how to report a barrier, get content another way, and when we reply", () => {
    const report = textOf(section(accessibilityStatement, "report-a-barrier").blocks);
    expect(report).toMatch(/over the phone/);
    expect(report).toMatch(/large print/);
    expect(report).toMatch(/by mail/);
    expect(report).toContain("within 2 business days");
  });
});

describe("the pages", () => {
  it("are linked from the footer, with the taglines anchor", () => {
    expect(footerNav.support.links).toEqual(
      expect.arrayContaining([
        { label: "Nondiscrimination Notice", href: pages.nondiscrimination.path },
        {
          label: "Language Assistance",
          href: `${pages.nondiscrimination.path}#language-assistance`,
        },
        { label: "Accessibility", href: pages.accessibility.path },
      ]),
    );
  });
});
