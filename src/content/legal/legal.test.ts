import { describe, expect, it } from "vitest";
import { pages } from "@/content/pages";
import { factValue, isPlaceholder } from "@/shared/placeholder";
import { siteConfig } from "@/content/site";
import { hipaaNotice, hipaaNoticeFor, OCR_COMPLAINT_URL } from "./hipaa-notice";
import { hipaaNoticeEffectiveDate, privacyOffice } from "./privacy-office";
import { privacyPolicy } from "./privacy-policy";
import { privacyPolicy as privacyPolicyEs } from "@/content/es/legal/privacy-policy";
import { closedRequestRetentionDays } from "@/content/agency";
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

  it("has an effective date the agency sets, never before the rules it describes", () => {
    // The spec's "1/3/03, revised 06/25/2020" is not this agency's date (issue 14 §4).
    expect(text + JSON.stringify(hipaaNotice)).not.toMatch(/1\/3\/03|06\/25\/2020/);
    expect(hipaaNotice.revisedDate).toBeUndefined();
    const effective = hipaaNotice.effectiveDate;
    expect(effective).toBe(hipaaNoticeEffectiveDate);
    if (isPlaceholder(hipaaNoticeEffectiveDate)) {
      expect(hipaaNoticeEffectiveDate.id).toBe("legal.hipaa-effective-date");
    } else {
      // Part 2's notice changes apply from 16 February 2026: a confirmed date cannot precede them.
      const date = new Date(factValue(hipaaNoticeEffectiveDate));
      expect(Number.isNaN(date.getTime())).toBe(false);
      expect(date.getTime()).toBeGreaterThanOrEqual(new Date("2026-02-16").getTime());
    }
  });

  it("marks the privacy contact, phone and email as placeholders while they are", () => {
    const contactBlock = section(hipaaNotice, "contact-privacy-officer").blocks;
    const runs = contactBlock.flatMap((block) =>
      block.kind === "contact" ? block.lines.flat() : [],
    );
    const marked = runs.flatMap((run) =>
      typeof run !== "string" && "placeholder" in run && run.placeholder ? [run.placeholder] : [],
    );
    expect(marked).toEqual(["legal.privacy-contact", "legal.privacy-phone", "legal.privacy-email"]);
    expect(textOf(contactBlock)).toContain("1-800-555-0142");
  });

  it("adds the 42 CFR Part 2 statement only when the agency holds Part 2 records", () => {
    const without = hipaaNoticeFor(false);
    const withPart2 = hipaaNoticeFor(true);
    expect(without.sections.map((s) => s.id)).not.toContain("substance-use-disorder-records");
    expect(textOf(allBlocks(without))).not.toMatch(/42 CFR Part 2/);
    expect(withPart2.sections).toHaveLength(without.sections.length + 1);
    const part2 = section(withPart2, "substance-use-disorder-records");
    expect(part2.number).toBe(5);
    expect(withPart2.sections.map((s) => s.number)).toEqual(
      withPart2.sections.map((_, i) => i + 1),
    );
    const statement = textOf(part2.blocks);
    expect(statement).toMatch(/42 CFR Part 2/);
    expect(statement).toMatch(/only with your written consent/);
    expect(statement).toMatch(
      /one consent for all future uses for treatment, payment and health care operations/,
    );
    expect(statement).toMatch(
      /cannot be used or shared in any civil, criminal, administrative or legislative proceeding against you/,
    );
    expect(statement).toMatch(/choose not to receive fundraising messages/);
    expect(hrefsOf(part2.blocks)).toEqual(["#complaints"]);
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

  it("gives the privacy office's phone and email", () => {
    const phone = factValue(privacyOffice.phone);
    expect(text).toContain(phone.display);
    expect(hrefs).toContain(`tel:${phone.e164}`);
    expect(hrefs).toContain(`mailto:${factValue(privacyOffice.email)}`);
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
    expect(privacyPolicy.lastUpdated).toBe("November 28, 2026");
  });

  it("says what the forms do with what is typed: sent encrypted, stored encrypted, deleted after closing", () => {
    const collection = textOf(section(privacyPolicy, "information-collection-and-use").blocks);
    expect(collection).not.toMatch(/does not send your entries/);
    expect(collection).toMatch(/encrypted in your browser before it leaves your device/);
    expect(collection).toMatch(/never what you wrote/);
    // The referral and the application send files; the referrer's address is used once, not kept.
    expect(collection).toMatch(/résumé are encrypted in your browser/);
    expect(collection).toMatch(/does not keep the address/);
    const retention = textOf(section(privacyPolicy, "data-retention").blocks);
    expect(retention).not.toMatch(/do not save anything/);
    expect(retention).toContain(`deleted ${closedRequestRetentionDays} days later`);
    // Nothing prunes the audit (an append-only, hash-chained table): a floor, not a deadline.
    expect(retention).toMatch(/kept for at least six years/);
    expect(textOf(section(privacyPolicyEs, "data-retention").blocks)).toMatch(
      /se guarda al menos seis años/,
    );
    const usage = textOf(section(privacyPolicy, "site-usage-information").blocks);
    expect(usage).toMatch(/no analytics/);
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
    expect(hrefs).toContain(`mailto:${factValue(privacyOffice.email)}`);
    expect(hrefs).toContain(`mailto:${siteConfig.email}`);
  });
});
