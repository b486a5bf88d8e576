// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as facts from "@/shared/facts";
import { factValue } from "@/shared/placeholder";
import * as agency from "./agency";
import { sampleRecipients } from "./intake";
import { answerWithinHours, callbackWithin, referralCallBackWithin } from "./response-time";
import { siteConfig } from "./site";

/*
 * The facts the server reads live in src/shared/facts.ts; the pages read the same objects
 * through src/content, so the site and the server cannot disagree on one.
 */
describe("the shared facts", () => {
  it("are the objects src/content gives the pages", () => {
    expect(agency.officeSchedule).toBe(facts.officeSchedule);
    expect(agency.referralLines).toBe(facts.referralLines);
    expect(agency.closedRequestRetentionDays).toBe(facts.closedRequestRetentionDays);
    expect(agency.answerWithinHours).toBe(facts.answerWithinHours);
    expect(answerWithinHours).toBe(facts.answerWithinHours);
    expect(referralCallBackWithin).toBe(`within ${facts.referralAnswerWithinHours} office hour`);
    expect(callbackWithin).toBe(`within ${facts.answerWithinHours} office hours`);
    expect(sampleRecipients).toBe(facts.sampleRecipients);
    expect(siteConfig.phone).toBe(facts.mainPhone);
    expect(factValue(facts.referralLines.phone)).toBe(siteConfig.phone);
  });

  it("are each written once in src/ (their placeholder ids appear in one file)", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const sources = readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(ts|tsx|astro)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => readFileSync(path.join(root, file), "utf8"));
    for (const id of [
      "contact.office-schedule",
      "referrals.phone",
      "referrals.fax",
      "intake.recipients",
    ]) {
      const files = sources.filter((text) => text.includes(`"${id}"`));
      expect(files, id).toHaveLength(1);
    }
  });
});
