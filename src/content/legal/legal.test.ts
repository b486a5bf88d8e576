import { describe, expect, it } from "vitest";
import { pages } from "@/content/pages";
import { siteConfig } from "@/content/site";
import { hipaaNotice, OCR_COMPLAINT_URL } from "./hipaa-notice";
import { privacyPolicy } from "./privacy-policy";
import type { LegalDocument } from "./types";
import { allBlocks, hrefsOf, section, textOf } from "../../../test/legal";

const documents = { hipaaNotice, privacyPolicy } satisfies Record<string, LegalDocument>;

describe.each(Object.entries(documents))("%s", (_, document) => {
  it("numbers its sections 1, 2, 3... in order", () => {
    expect(document.sections.map((s) => s.number)).toEqual(
      document.sections.map((_, index) => index + 1),
    );
  });

  it("has unique, URL-safe section ids", () => {
    const ids = document.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it("links only to sections that exist", () => {
    const ids = new Set(document.sections.map((s) => s.id));
    const anchors = hrefsOf(allBlocks(document)).filter((href) => href.startsWith("#"));
    for (const anchor of anchors) expect(ids).toContain(anchor.slice(1));
  });

  it("uses only mailto, tel, internal, in-page or https links", () => {
    for (const href of hrefsOf(allBlocks(document))) {
      expect(href).toMatch(/^(mailto:|tel:|#|\/|https:\/\/)/);
    }
  });

  it("has a contact block with the mailing address from the site config", () => {
    const contacts = allBlocks(document).filter((block) => block.kind === "contact");
    expect(contacts.length).toBeGreaterThan(0);
    const text = textOf(contacts);
    const { street, locality, region, postalCode } = siteConfig.address;
    expect(text).toContain(street);
    expect(text).toContain(`${locality}, ${region} ${postalCode}`);
    expect(text).toContain(siteConfig.name);
  });
});

describe("HIPAA notice", () => {
  const text = textOf(allBlocks(hipaaNotice));
  const hrefs = hrefsOf(allBlocks(hipaaNotice));

  it("shows the effective and revised dates", () => {
    expect(hipaaNotice.effectiveDate).toBe("1/3/03");
    expect(hipaaNotice.revisedDate).toBe("06/25/2020");
  });

  it("says the accounting of disclosures covers six years", () => {
    const rights = textOf(section(hipaaNotice, "your-rights").blocks);
    expect(rights).toMatch(/accounting/i);
    expect(rights).toMatch(/six years before the date of your request/);
  });

  it("covers the required uses, rights, authorizations and duties", () => {
    for (const phrase of [
      /treatment/i,
      /payment/i,
      /health care operations/i,
      /public health/i,
      /health oversight/i,
      /abuse, neglect/i,
      /law enforcement/i,
      /coroners/i,
      /organ/i,
      /research/i,
      /serious threat/i,
      /government functions/i,
      /workers' compensation/i,
      /remind/i,
      /family/i,
      /psychotherapy notes/i,
      /marketing/i,
      /sell your health information/i,
      /revoke/i,
      /breach/i,
      /paper copy/i,
      /power of attorney/i,
      /will not retaliate/i,
    ]) {
      expect(text).toMatch(phrase);
    }
  });

  it("links to the federal Office for Civil Rights complaint page", () => {
    expect(OCR_COMPLAINT_URL).toBe("https://www.hhs.gov/ocr/complaints/index.html");
    expect(hrefsOf(section(hipaaNotice, "complaints").blocks)).toContain(OCR_COMPLAINT_URL);
  });

  it("gives the toll-free compliance line and privacy email", () => {
    expect(text).toContain(siteConfig.complianceLine.display);
    expect(hrefs).toContain(`tel:${siteConfig.complianceLine.e164}`);
    expect(hrefs).toContain(`mailto:${siteConfig.privacyEmail}`);
  });
});

describe("privacy policy", () => {
  const text = textOf(allBlocks(privacyPolicy));
  const hrefs = hrefsOf(allBlocks(privacyPolicy));

  it("starts with the seven required sections in order", () => {
    expect(privacyPolicy.sections.slice(0, 7).map((s) => s.title)).toEqual([
      "Security & Links",
      "Age Requirement",
      "Site Usage Information",
      "Information Collection & Use",
      "How We Use Personal Information",
      "Your Opt-Out Right",
      "Information Sharing & Disclosures",
    ]);
  });

  it("has a last-updated date", () => {
    expect(privacyPolicy.lastUpdated).toBe("November 22, 2026");
  });

  it("states the under-13 rule in the age section", () => {
    const age = textOf(section(privacyPolicy, "age-requirement").blocks);
    expect(age).toMatch(/not directed to children under the age of 13/);
    expect(age).toMatch(/do not knowingly collect personal information from children under 13/);
  });

  it("states that no personal information is sold, including of consumers under 16", () => {
    const sharing = textOf(section(privacyPolicy, "information-sharing-and-disclosures").blocks);
    expect(sharing).toMatch(/do not sell your personal information/);
    expect(sharing).toMatch(/under the age of 16/);
  });

  it("points to the HIPAA notice", () => {
    expect(hrefsOf(section(privacyPolicy, "health-information").blocks)).toContain(
      pages.hipaaNotice.path,
    );
  });

  it("gives the phone, the privacy email and the general email", () => {
    expect(text).toContain(siteConfig.phone.display);
    expect(hrefs).toContain(`tel:${siteConfig.phone.e164}`);
    expect(hrefs).toContain(`mailto:${siteConfig.privacyEmail}`);
    expect(hrefs).toContain(`mailto:${siteConfig.email}`);
  });
});
