import { describe, expect, it } from "vitest";
import type { Referral } from "@/lib/forms/referral-schema";
import { referralSummaryRows } from "./referral-summary";

// Only the fields these checks read; the summary walks whatever the referral holds.
const referral = { careType: "start", patientFirstName: "Ada", clinicalNotes: "" } as Referral;

describe("referralSummaryRows", () => {
  it("lists the documents' names last, one a line, and never an empty field", () => {
    expect(referralSummaryRows(referral, ["f2f.pdf", "meds.jpg"])).toEqual([
      {
        key: "careType",
        label: "Start or resumption of care",
        value: "Start of care (a new patient)",
      },
      { key: "patientFirstName", label: "Patient's first name", value: "Ada" },
      { key: "attachments", label: "Documents sent", value: "f2f.pdf\nmeds.jpg" },
    ]);
  });

  it("has no documents row when no file was sent", () => {
    expect(referralSummaryRows(referral).map((row) => row.key)).toEqual([
      "careType",
      "patientFirstName",
    ]);
  });
});
