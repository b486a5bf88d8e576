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

  it("says when the first visit can be per county, and the call back apart (issue 31)", () => {
    const [soon] = answerMatching(/first visit can be within 24 hours/);
    expect(soon).toMatch(/within 24 hours of the referral in Cook, Lake and DuPage counties/);
    expect(soon).toMatch(/within 48 hours in the other counties we serve/);
    expect(soon).toMatch(/We call you back within 2 office hours of your request/);
    expect(answerMatching(/24 to 48 hours/)).toEqual([]);
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

describe("FAQ corrections (issue 14 §4)", () => {
  const answer = (id: string) => faqItems.find((item) => item.id === id)!.answer;

  it("defines homebound by both Medicare conditions, and says Medicaid does not require it", () => {
    // Medicare Benefit Policy Manual ch. 7 §30.1.1; 42 CFR 440.70(c).
    const homebound = answer("homebound");
    expect(homebound).toMatch(/^For Medicare, you are homebound when both of these are true\./);
    expect(homebound).toContain("First, you need help to leave home");
    expect(homebound).toContain(
      "or your doctor advises you not to go out because of your condition",
    );
    expect(homebound).toContain("Second, leaving home takes a major effort");
    expect(homebound).toContain("Illinois Medicaid does not require you to be homebound");
  });

  it("gives Medicare eligibility with the face-to-face visit, and OT alone not starting care", () => {
    // 42 CFR 424.22(a)(1)(v); 42 CFR 409.42(c)(4).
    const medicare = answer("medicare-coverage");
    expect(medicare).toContain("from a Medicare-certified agency");
    expect(medicare).toContain("after a face-to-face visit with you about the reason you need it");
    expect(medicare).toContain(
      "Occupational therapy alone cannot start Medicare home health care, but it can continue",
    );
  });

  it("bills the patient after 30 days only out of network, never for covered care under public or in-network plans", () => {
    const billing = answer("insurer-not-paying");
    expect(billing).toContain(
      "If a private insurer whose network we are not in has not paid within 30 days",
    );
    expect(billing).toContain(
      "with Medicare, Medicaid, a Medicare Advantage plan or an in-network private plan, we never bill you for covered care beyond your own share",
    );
  });

  it("gives the end-of-services notice by the next-to-last visit when visits are not daily", () => {
    expect(answer("when-services-end")).toContain(
      "at least two days before your covered services end, or by your next-to-last visit if your visits are not daily",
    );
  });

  it("says what HIPAA allows without permission, and who can see the records", () => {
    const privacy = answer("privacy");
    expect(privacy).not.toContain(
      "Only the people involved in your care or billing can see your records",
    );
    expect(privacy).toContain("only to treat you, to get paid for your care and to run our agency");
    expect(privacy).toContain("where the law requires or allows it");
    expect(privacy).toContain(
      "You can see and get a copy of your records, and so can a person you authorize in writing",
    );
  });

  it("sends coverage and rights questions to the free interpreter, not the translate menu", () => {
    // 45 CFR 92.201(c)(3): machine translation of critical text needs human review.
    const languages = answer("languages");
    expect(languages).toContain(
      "For anything about your care, your coverage or your rights, please call and ask for an interpreter",
    );
    expect(languages).toContain(
      "automatic translation that no one has checked, and it may contain mistakes",
    );
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
