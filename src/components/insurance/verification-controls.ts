/*
 * Which control each verification field is (text, telephone, e-mail, select, textarea) and
 * how it behaves: autocomplete, width, spell check, the options of a select.
 */
import type { ControlSpec } from "@/components/ui/spec-control";
import { calculatorOptions } from "@/content/calculator";
import { insuranceCompanyChoices } from "@/content/insurance/provider-choices";
import { verificationCopy as copy, type VerificationField } from "@/content/verification";

/*
 * Date of birth is a plain text field (not type="date"): date pickers are hard to use for a
 * birth year decades back, and the iOS numeric keypad has no dash, so no inputMode="numeric"
 * either. The hint shows the two forms it takes (03/27/1948, 1948-03-27). Physician fields turn
 * autocomplete off so the browser does not offer the visitor's own name or number.
 */
export const verificationControls: Record<VerificationField, ControlSpec> = {
  firstName: { kind: "input", type: "text", autoComplete: "given-name", width: "sm:max-w-sm" },
  lastName: { kind: "input", type: "text", autoComplete: "family-name", width: "sm:max-w-sm" },
  dateOfBirth: {
    kind: "input",
    type: "text",
    autoComplete: "bday",
    width: "sm:max-w-xs",
    code: true,
  },
  phoneNumber: { kind: "input", type: "tel", autoComplete: "tel", width: "sm:max-w-xs" },
  email: { kind: "input", type: "email", autoComplete: "email", width: "sm:max-w-md", code: true },
  insuranceCompany: {
    kind: "select",
    placeholder: copy.insuranceCompanyPlaceholder,
    options: insuranceCompanyChoices,
  },
  insuranceId: {
    kind: "input",
    type: "text",
    autoComplete: "off",
    width: "sm:max-w-sm",
    code: true,
  },
  groupNumber: {
    kind: "input",
    type: "text",
    autoComplete: "off",
    width: "sm:max-w-sm",
    code: true,
  },
  serviceType: {
    kind: "select",
    placeholder: copy.serviceTypePlaceholder,
    options: calculatorOptions.serviceType,
  },
  physicianName: { kind: "input", type: "text", autoComplete: "off", width: "sm:max-w-md" },
  physicianPhone: { kind: "input", type: "tel", autoComplete: "off", width: "sm:max-w-xs" },
  medicalCondition: { kind: "textarea", rows: 5 },
  additionalNotes: { kind: "textarea", rows: 4 },
};
