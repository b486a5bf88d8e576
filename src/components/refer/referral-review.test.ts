import { describe, expect, it } from "vitest";
import type { Referral } from "@/lib/forms/referral-schema";
import { referralReviewGroups } from "./referral-review";
import { referralSummaryRows } from "./referral-summary";

// Only the fields these checks read; the review walks whatever the referral holds.
const referral = {
  careType: "start",
  startOfCareDate: "2026-12-01",
  dischargeDate: "",
  patientFirstName: "Ada",
  patientDateOfBirth: "1948-03-27",
  referrerPhone: "630-555-0177 ext. 214",
  faceToFaceDate: "2026-11-20",
  services: ["Skilled nursing", "Physical therapy"],
} as unknown as Referral;

describe("the referral's review step (issue 31)", () => {
  it("groups what will be sent as the steps are, each with its step to change it", () => {
    const groups = referralReviewGroups(referral, ["f2f.pdf"]);
    expect(groups.map((group) => [group.step, group.title])).toEqual([
      [1, "The referral"],
      [2, "The patient"],
      [3, "Family and contacts"],
      [4, "Insurance"],
      [5, "Practitioner and encounter"],
      [6, "Care needed"],
      [7, "Documents"],
      [8, "About you"],
    ]);
    const keys = Object.fromEntries(
      groups.map((group) => [group.step, group.rows.map((row) => row.key)]),
    );
    expect(keys).toMatchObject({
      1: ["careType", "startOfCareDate"],
      2: ["patientFirstName", "patientDateOfBirth"],
      5: ["faceToFaceDate"],
      6: ["services"],
      7: ["attachments"],
      8: ["referrerPhone"],
    });
  });

  it("says so for a step left empty, so Change still reaches it", () => {
    const groups = referralReviewGroups(referral);
    expect(groups.find((group) => group.step === 3)).toMatchObject({
      rows: [],
      empty: "Nothing entered (optional)",
    });
    expect(groups.find((group) => group.step === 7)?.empty).toBe("No documents attached");
    expect(groups.find((group) => group.step === 1)?.empty).toBeUndefined();
  });

  it("shows dates as US dates, never YYYY-MM-DD, and the phone with its extension as sent", () => {
    const values = referralReviewGroups(referral).flatMap((group) =>
      group.rows.map((row) => row.value),
    );
    expect(values).toContain("December 1, 2026");
    expect(values).toContain("March 27, 1948");
    expect(values).toContain("630-555-0177 ext. 214");
    expect(values.join(" ")).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("puts a Spanish build's dates in Spanish order", () => {
    const groups = referralReviewGroups(referral, [], "es");
    const dates = groups.flatMap((group) => group.rows).filter((row) => /Date/.test(row.key));
    expect(dates.map((row) => row.value)).toEqual([
      "1 de diciembre de 2026",
      "27 de marzo de 1948",
      "20 de noviembre de 2026",
    ]);
  });

  it("the confirmation's printed summary formats its dates the same way", () => {
    const rows = referralSummaryRows(referral);
    expect(rows.find((row) => row.key === "startOfCareDate")?.value).toBe("December 1, 2026");
    // Anything that is not a real ISO date is shown as it is.
    const odd = { ...referral, faceToFaceDate: "soon" } as Referral;
    expect(referralSummaryRows(odd).find((row) => row.key === "faceToFaceDate")?.value).toBe(
      "soon",
    );
  });
});
