import { describe, expect, it } from "vitest";
import { faceToFaceWarning, parseDate } from "./referral-dates";
import { referralSchema, type ReferralInput } from "./referral-schema";
import { referralDefaults } from "./referral-steps";

/** The fields a referral filled in; every other field is empty, as the form starts. */
const valid: ReferralInput = {
  ...referralDefaults(),
  careType: "start",
  dischargeDate: "3/2/2026",
  patientFirstName: " Ada ",
  patientLastName: "Lovelace",
  patientDateOfBirth: "03/27/1948",
  patientAddress: "1 Main St, Chicago",
  patientZip: "60601",
  insurancePlan: "medicare",
  practitionerName: "Dr. Grace Hopper",
  practitionerNpi: "123 456 7893",
  reason: "After a hip replacement",
  serviceNursing: "on",
  serviceOccupational: "on",
  referrerName: "Cy",
  referrerPhone: "312-555-0100",
  referrerEmail: "cy@clinic.test",
};

const errorsOf = (values: Partial<ReferralInput>) => {
  const result = referralSchema.safeParse({ ...valid, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("referralSchema", () => {
  it("sends trimmed text, dates as YYYY-MM-DD, the NPI's digits and the services by name", () => {
    const result = referralSchema.parse(valid);
    expect(result).toMatchObject({
      patientFirstName: "Ada",
      patientDateOfBirth: "1948-03-27",
      dischargeDate: "2026-03-02",
      practitionerNpi: "1234567893",
      services: ["Skilled nursing", "Occupational therapy"],
      referrerEmail: "cy@clinic.test",
    });
    expect(result).not.toHaveProperty("serviceNursing");
  });

  it("requires only what a call back and a decision need", () => {
    const blank = Object.fromEntries(Object.keys(valid).map((key) => [key, ""]));
    expect(Object.keys(errorsOf(blank)).sort()).toEqual(
      [
        "careType",
        "insurancePlan",
        "patientAddress",
        "patientDateOfBirth",
        "patientFirstName",
        "patientLastName",
        "patientZip",
        "practitionerName",
        "reason",
        "referrerName",
        "referrerPhone",
        "services",
      ].sort(),
    );
  });

  it("says a wrong NPI check digit by the field, and a short NPI apart", () => {
    expect(errorsOf({ practitionerNpi: "1234567890" })).toEqual({
      practitionerNpi: "This NPI's last digit does not match: check the number on the order",
    });
    expect(errorsOf({ signerNpi: "12345" })).toEqual({ signerNpi: "Enter the NPI as 10 digits" });
  });

  it("checks optional phones, dates and e-mail only when given", () => {
    expect(
      errorsOf({ patientPhone: "555", faceToFaceDate: "02/30/2026", referrerEmail: "x" }),
    ).toEqual({
      patientPhone:
        "Enter a 10-digit phone number, like 312-555-0100 (an extension is welcome: x214)",
      faceToFaceDate: "Enter a real date, like 03/27/2026",
      referrerEmail: "Enter a valid e-mail address, like name@clinic.org",
    });
  });
});

describe("faceToFaceWarning (42 CFR 424.22(a)(1)(v))", () => {
  const today = new Date(2026, 2, 10); // 10 March 2026, local time

  it("is silent within 90 days before and 30 days after the start of care", () => {
    expect(faceToFaceWarning("2026-01-01", "2026-04-01", today)).toBeNull(); // 90 days before
    expect(faceToFaceWarning("05/01/2026", "04/01/2026", today)).toBeNull(); // 30 days after
    expect(faceToFaceWarning("", "2026-04-01", today)).toBeNull();
    expect(faceToFaceWarning("not a date", "2026-04-01", today)).toBeNull();
  });

  it("warns, with the rule, 91 days before or 31 days after", () => {
    expect(faceToFaceWarning("2025-12-31", "2026-04-01", today)).toMatchObject({
      text: "This encounter is 91 days before the start of care.",
      rule: expect.stringContaining("42 CFR 424.22(a)(1)(v)"),
    });
    expect(faceToFaceWarning("2026-05-02", "2026-04-01", today)?.text).toBe(
      "This encounter is 31 days after the start of care.",
    );
  });

  it("counts from today without a start-of-care date, and says so", () => {
    expect(faceToFaceWarning("2025-12-09", "", today)).toMatchObject({
      text: "This encounter is 91 days before the start of care.",
      noStart: "Without an ordered start-of-care date, we count from today.",
    });
    expect(faceToFaceWarning("2025-12-10", "", today)).toBeNull();
  });

  it("reads both date forms and refuses impossible ones", () => {
    expect(parseDate("3/7/2026")).toBe("2026-03-07");
    expect(parseDate("2026-02-29")).toBeNull();
  });
});
