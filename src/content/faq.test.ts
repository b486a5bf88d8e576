import { describe, expect, it } from "vitest";
import { faqCopy, faqItems, faqItemsFor } from "./faq";

/** Spec §9: the six counties the FAQ names (written out here, not read from siteConfig). */
const SIX_COUNTIES = ["Cook", "Lake", "DuPage", "Will", "McHenry", "Kane"];
const FOUR_OTHERS = ["LaSalle", "Grundy", "Kankakee", "DeKalb"];

const answers = faqItems.map((item) => item.answer);
const answerMatching = (pattern: RegExp) => answers.filter((answer) => pattern.test(answer));

describe("FAQ content", () => {
  it("has at least 16 questions with unique ids, and every category has some", () => {
    expect(faqItems.length).toBeGreaterThanOrEqual(16);
    expect(new Set(faqItems.map((item) => item.id)).size).toBe(faqItems.length);
    expect(new Set(faqItems.map((item) => item.question)).size).toBe(faqItems.length);
    for (const category of ["general", "services", "insurance"] as const) {
      expect(faqItemsFor(category).length, category).toBeGreaterThan(0);
    }
  });

  it("writes each answer in 2 to 5 plain-text sentences and each question as a question", () => {
    for (const item of faqItems) {
      const sentences = item.answer.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, item.id).toBeGreaterThanOrEqual(2);
      expect(sentences.length, item.id).toBeLessThanOrEqual(5);
      expect(item.answer, item.id).not.toMatch(/<[a-z]/i);
      expect(item.question.endsWith("?"), item.id).toBe(true);
    }
  });

  it("says care typically starts within 24 to 48 hours of referral", () => {
    expect(answerMatching(/within 24 to 48 hours of referral/)).toHaveLength(1);
  });

  it("gives nurse visits 1 to 3 and therapy 2 to 3 times a week, set by the plan of care", () => {
    const [frequency] = answerMatching(/plan of care/i).filter((a) => /times a week/.test(a));
    expect(frequency).toMatch(/Nurse visits are usually 1 to 3 times a week/);
    expect(frequency).toMatch(/therapy visits are usually 2 to 3 times a week/);
  });

  it("bills the patient when a private insurer has not paid within 30 days, kindly", () => {
    const [billing] = answerMatching(/within 30 days/);
    expect(billing).toMatch(/private insurer/);
    expect(billing).toMatch(/bill to you, the patient/);
    expect(billing).toMatch(/help/);
    expect(billing).toMatch(/reimbursement from your insurance company/);
  });

  it("names exactly the six counties of the FAQ text (not the other four)", () => {
    const [areas] = answerMatching(/counties/);
    for (const county of SIX_COUNTIES) expect(areas).toContain(county);
    for (const county of FOUR_OTHERS) expect(answers.join(" ")).not.toContain(county);
    expect(areas).toContain("Cook, Lake, DuPage, Will, McHenry and Kane counties");
  });

  it("walks through the care lifecycle, when services end and what comes after", () => {
    const [lifecycle] = answerMatching(/initial home assessment/);
    expect(lifecycle).toMatch(/care plan/);
    expect(lifecycle).toMatch(/scheduled visits/);
    expect(lifecycle).toMatch(/review the plan/);

    const [ending] = answerMatching(/Services end when/);
    expect(ending).toMatch(/met the goals/);
    expect(ending).toMatch(/doctor discontinues/);
    expect(ending).toMatch(/no longer eligible/);

    const [after] = answerMatching(/outpatient care/);
    expect(after).toMatch(/follow-up visits/);
    expect(after).toMatch(/private duty services/);
  });

  it("covers Medicare ($0, homebound, doctor's order), Medicaid, privacy and languages", () => {
    const [medicare] = answerMatching(/\$0/);
    expect(medicare).toMatch(/Medicare/);
    expect(medicare).toMatch(/homebound/);
    expect(medicare).toMatch(/doctor orders/);
    expect(answerMatching(/Illinois Medicaid/)).not.toHaveLength(0);
    expect(answerMatching(/HIPAA/)).not.toHaveLength(0);
    expect(answerMatching(/interpreter/)).not.toHaveLength(0);
  });
});

describe("faqItemsFor", () => {
  it("returns everything for 'all' and only that category otherwise", () => {
    expect(faqItemsFor("all")).toHaveLength(faqItems.length);
    const insurance = faqItemsFor("insurance");
    expect(insurance.every((item) => item.category === "insurance")).toBe(true);
    expect(insurance.length).toBe(faqItems.filter((item) => item.category === "insurance").length);
  });

  it("labels the count of shown questions", () => {
    expect(faqCopy.shownCount(1)).toBe("Showing 1 question");
    expect(faqCopy.shownCount(6)).toBe("Showing 6 questions");
  });
});
