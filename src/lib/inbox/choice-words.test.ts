import { describe, expect, it } from "vitest";
import { calculatorOptions } from "@/content/calculator";
import { insuranceCompanyChoices } from "@/content/insurance/provider-choices";
import { CARE_TYPE_VALUES, INSURANCE_PLAN_VALUES, referralFormCopy } from "@/content/referral-form";
import { FORMS, type ChoiceList } from "@/shared/forms/registry";
import { FORM_TYPES } from "@/shared/wire/form-types";
import { CHOICE_WORDS } from "./choice-words";
import { requestFields } from "./field-format";

/** Every code each list's form can send (the forms' schemas read these same lists). */
const CODES: Record<ChoiceList, readonly string[]> = {
  insuranceCompany: insuranceCompanyChoices.map((choice) => choice.value),
  serviceType: calculatorOptions.serviceType.map((choice) => choice.value),
  careType: CARE_TYPE_VALUES,
  insurancePlan: INSURANCE_PLAN_VALUES,
  language: ["en", "es"],
};

describe("the label table of the forms' codes", () => {
  it("words every code of every field that sends one, in every form: no code shown raw", () => {
    let walked = 0;
    for (const type of FORM_TYPES) {
      for (const field of FORMS[type].fields) {
        if (!("choices" in field) || !field.choices) continue;
        for (const code of CODES[field.choices]) {
          const [shown] = requestFields({ [field.key]: code }, type);
          expect(shown?.value.text, `${type}.${field.key}=${code}`).not.toBe(code);
          expect(shown?.value.text).toBe(CHOICE_WORDS[field.choices][code]);
          walked += 1;
        }
      }
    }
    // bcbs and physical-therapy among them, as the issue saw them.
    expect(requestFields({ insuranceCompany: "bcbs" }, "verification")[0]?.value.text).toBe(
      "Blue Cross Blue Shield",
    );
    expect(requestFields({ serviceType: "physical-therapy" }, "verification")[0]?.value.text).toBe(
      "Physical therapy",
    );
    expect(walked).toBeGreaterThanOrEqual(37);
  });

  it("labels every field of every form: its registry label, or the referral form's own", () => {
    const referralCopy: Record<string, string> = {
      ...Object.fromEntries(
        Object.entries(referralFormCopy.fields).map(([key, field]) => [key, field.label]),
      ),
      services: referralFormCopy.services.legend,
      ...referralFormCopy.referrerLabels,
    };
    for (const type of FORM_TYPES) {
      for (const field of FORMS[type].fields) {
        const [shown] = requestFields({ [field.key]: "x" }, type);
        const expected =
          "label" in field && field.label
            ? field.label
            : referralCopy[field.key]?.replace(/ \(optional\)$/, "");
        expect(expected, `${type}.${field.key}`).toBeTruthy();
        expect(shown?.label).toBe(expected);
      }
    }
  });
});
