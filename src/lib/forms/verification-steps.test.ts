import { describe, expect, it } from "vitest";
import {
  STEP_FIELDS,
  VERIFICATION_STEPS,
  stepPercent,
  verificationDefaults,
} from "./verification-steps";
import { verificationSchema } from "./verification-schema";

describe("steps", () => {
  it("splits the fields over four steps as in the spec, step 2 asking the company first", () => {
    expect(STEP_FIELDS).toEqual({
      1: ["firstName", "lastName", "dateOfBirth", "phoneNumber", "email"],
      2: ["insuranceCompany", "insuranceId", "groupNumber"],
      3: ["serviceType", "physicianName", "physicianPhone"],
      4: ["medicalCondition", "additionalNotes"],
    });
    const all = VERIFICATION_STEPS.flatMap((step) => [...STEP_FIELDS[step]]).sort();
    expect(all).toEqual(Object.keys(verificationSchema.shape).sort());
  });

  it("reports progress as step / 4", () => {
    expect(VERIFICATION_STEPS.map(stepPercent)).toEqual([25, 50, 75, 100]);
  });
});

describe("verificationDefaults", () => {
  it("starts empty, with the insurance company of a provider page chosen", () => {
    expect(Object.values(verificationDefaults()).every((value) => value === "")).toBe(true);
    expect(verificationDefaults("medicare")).toMatchObject({
      insuranceCompany: "medicare",
      firstName: "",
    });
  });
});
