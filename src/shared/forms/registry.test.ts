import { describe, expect, it } from "vitest";
import { FORM_TYPES } from "../wire/form-types";
import { OUTCOME_LABELS, OUTCOMES } from "./outcomes";
import { answerHoursByType, formName, FORMS, formOf, outcomesOf } from "./registry";

describe("the form registry", () => {
  it("has an entry for every form type the intake accepts, named once", () => {
    expect(Object.keys(FORMS).sort()).toEqual([...FORM_TYPES].sort());
    expect(FORM_TYPES.map(formName)).toEqual([
      "Care request",
      "Coverage check",
      "Referral",
      "Job application",
    ]);
    const names = new Set(FORM_TYPES.map(formName));
    expect(names.size).toBe(FORM_TYPES.length);
  });

  it("gives each form its version among those read, fields once each, and who the person is", () => {
    for (const type of FORM_TYPES) {
      const form = FORMS[type];
      expect(form.versions).toContain(form.version);
      const keys = form.fields.map((field) => field.key);
      expect(new Set(keys).size).toBe(keys.length);
      const roles = form.fields.map((field) => ("role" in field ? field.role : undefined));
      expect(roles.includes("name") || roles.includes("firstName")).toBe(true);
      expect(roles).toContain("phone");
      expect(roles).toContain("message");
    }
  });

  it("closes a job application as hired, not hired, withdrawn or not reachable; patients keep theirs", () => {
    expect(outcomesOf("application")).toEqual(["hired", "not_hired", "withdrawn", "not_reachable"]);
    for (const type of ["contact", "verification", "referral"]) {
      expect(outcomesOf(type)).toEqual([
        "admitted",
        "referred_elsewhere",
        "not_reachable",
        "not_eligible",
        "duplicate",
      ]);
    }
    expect(outcomesOf("__proto__")).toEqual([]);
    for (const outcome of OUTCOMES) expect(OUTCOME_LABELS[outcome]).toMatch(/^[A-Z][a-z ]+$/);
  });

  it("knows only its own form types", () => {
    expect(formOf("constructor")).toBeUndefined();
    expect(formName("toString")).toBe("toString");
  });

  it("gives the referral the referral line's answer time and the others the office's", () => {
    expect(answerHoursByType({ standard: 2, referral: 1 })).toEqual({
      contact: 2,
      verification: 2,
      referral: 1,
      application: 2,
    });
  });

  it("takes files with the referral and the job application only", () => {
    expect(FORM_TYPES.filter((type) => FORMS[type].files)).toEqual(["referral", "application"]);
  });
});
