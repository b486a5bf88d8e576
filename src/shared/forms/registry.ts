import { FORM_TYPES, FORM_VERSIONS, type FormType } from "../wire/form-types";
import { APPLICATION_OUTCOMES, PATIENT_OUTCOMES, type Outcome } from "./outcomes";

/**
 * The form registry: per form type that sends through the intake, what the inbox, the e-mails
 * and the server need to know of it. A leaf (imports only src/shared): the server reads it.
 * The words of the codes a form sends (`bcbs`, `physical-therapy`…) live with the forms' copy
 * in src/content; a field here names its list (`choices`) and the inbox's label table
 * (`src/lib/inbox/choice-words.ts`) turns the code into those words.
 */

/** What a field is to the list: the person's name, how to reach them, where, what they wrote. */
export type FieldRole = "name" | "firstName" | "lastName" | "phone" | "email" | "zip" | "message";

/** A list of codes the form sends for this field, worded by the inbox's label table. */
export type ChoiceList =
  "insuranceCompany" | "serviceType" | "careType" | "insurancePlan" | "language";

export type FieldSpec = {
  key: string;
  /** The inbox's label; absent for the referral, whose labels are its form's (src/content). */
  label?: string;
  role?: FieldRole;
  choices?: ChoiceList;
};

/** Which configured answer time applies: the office's, or the referral line's (shorter). */
export type AnswerTime = "standard" | "referral";

export type FormSpec = {
  /** The one name of the form: the inbox, the e-mails and the server's messages say it. */
  name: string;
  /** The version the site sends now, and every version the intake still reads. */
  version: number;
  versions: readonly number[];
  /** The fields in the order the inbox shows them (unknown keys follow, in the payload's order). */
  fields: readonly FieldSpec[];
  /** Whether visitors attach files to it. */
  files: boolean;
  answerTime: AnswerTime;
  /** The outcomes a request of this form closes with. */
  outcomes: readonly Outcome[];
};

const language: FieldSpec = { key: "language", label: "Language", choices: "language" };

export const FORMS = {
  contact: {
    name: "Care request",
    version: FORM_VERSIONS.contact,
    versions: [1],
    fields: [
      { key: "name", label: "Name", role: "name" },
      { key: "email", label: "Email", role: "email" },
      { key: "phone", label: "Phone", role: "phone" },
      { key: "service", label: "Service" },
      { key: "message", label: "Message", role: "message" },
      language,
    ],
    files: false,
    answerTime: "standard",
    outcomes: PATIENT_OUTCOMES,
  },
  verification: {
    name: "Coverage check",
    version: FORM_VERSIONS.verification,
    versions: [1],
    fields: [
      { key: "firstName", label: "First name", role: "firstName" },
      { key: "lastName", label: "Last name", role: "lastName" },
      { key: "dateOfBirth", label: "Date of birth" },
      { key: "phoneNumber", label: "Phone", role: "phone" },
      { key: "email", label: "Email", role: "email" },
      { key: "insuranceCompany", label: "Insurance company", choices: "insuranceCompany" },
      { key: "insuranceId", label: "Insurance ID" },
      { key: "groupNumber", label: "Group number" },
      { key: "serviceType", label: "Service type", choices: "serviceType" },
      { key: "physicianName", label: "Physician" },
      { key: "physicianPhone", label: "Physician phone" },
      { key: "medicalCondition", label: "Medical condition", role: "message" },
      { key: "additionalNotes", label: "Additional notes", role: "message" },
      language,
    ],
    files: false,
    answerTime: "standard",
    outcomes: PATIENT_OUTCOMES,
  },
  referral: {
    name: "Referral",
    version: FORM_VERSIONS.referral,
    versions: [1],
    fields: [
      { key: "careType", choices: "careType" },
      { key: "startOfCareDate" },
      { key: "dischargeDate" },
      { key: "patientFirstName", role: "firstName" },
      { key: "patientLastName", role: "lastName" },
      { key: "patientDateOfBirth" },
      { key: "patientAddress" },
      { key: "patientZip", role: "zip" },
      { key: "patientPhone", role: "phone" },
      { key: "patientLanguage" },
      { key: "representativeName" },
      { key: "representativePhone", role: "phone" },
      { key: "emergencyName" },
      { key: "emergencyPhone", role: "phone" },
      { key: "insurancePlan", choices: "insurancePlan" },
      { key: "medicareNumber" },
      { key: "planName" },
      { key: "memberId" },
      { key: "practitionerName" },
      { key: "practitionerNpi" },
      { key: "practitionerPhone" },
      { key: "practitionerFax" },
      { key: "signerName" },
      { key: "signerNpi" },
      { key: "faceToFaceDate" },
      { key: "faceToFaceClinician" },
      { key: "reason", role: "message" },
      { key: "homeboundReason" },
      { key: "services" },
      { key: "clinicalNotes" },
      { key: "referrerName" },
      { key: "referrerRole" },
      { key: "referrerOrganization" },
      { key: "referrerPhone", role: "phone" },
      { key: "referrerEmail", role: "email" },
      language,
    ],
    files: true,
    answerTime: "referral",
    outcomes: PATIENT_OUTCOMES,
  },
  application: {
    name: "Job application",
    version: FORM_VERSIONS.application,
    versions: [1],
    fields: [
      { key: "name", label: "Name", role: "name" },
      { key: "phone", label: "Phone", role: "phone" },
      { key: "email", label: "Email", role: "email" },
      { key: "licenceType", label: "Licence or certification" },
      { key: "licenceNumber", label: "Licence number" },
      { key: "licenceState", label: "Licence state" },
      { key: "yearsExperience", label: "Years of experience" },
      { key: "availability", label: "Availability" },
      { key: "note", label: "Note", role: "message" },
      language,
    ],
    files: true,
    answerTime: "standard",
    outcomes: APPLICATION_OUTCOMES,
  },
} as const satisfies Record<FormType, FormSpec>;

/** The registry's entry for `type`, or undefined for a type no form sends (own keys only). */
export function formOf(type: string): FormSpec | undefined {
  const known = FORM_TYPES.find((formType) => formType === type);
  return known && FORMS[known];
}

/** The form's name, or the type itself for one the registry does not know. */
export const formName = (type: string) => formOf(type)?.name ?? type;

/** The outcomes `type` closes with (a type the registry does not know has none). */
export const outcomesOf = (type: string): readonly Outcome[] => formOf(type)?.outcomes ?? [];

/** Each form type's answer time in hours, from the two the office configures. */
export function answerHoursByType(hours: Record<AnswerTime, number>): Record<FormType, number> {
  const of = (type: FormType) => hours[FORMS[type].answerTime];
  return {
    contact: of("contact"),
    verification: of("verification"),
    referral: of("referral"),
    application: of("application"),
  };
}
