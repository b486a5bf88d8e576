/*
 * The job application's starting values, its fields in on-screen order, and its validation,
 * loaded when the visitor reaches the form. The rules are in `application-schema.ts`.
 */
import { lazySchema } from "./lazy-schema";
import type { ApplicationInput, ApplicationValues } from "./application-schema";

export const applicationValidation = lazySchema<ApplicationFormValues, ApplicationValues>(() =>
  import("./application-schema").then((module) => module.applicationSchema),
);

/** What the form holds: every value a string ("" while a choice is not made). */
export type ApplicationFormValues = Record<keyof ApplicationInput, string>;

export const applicationDefaults: ApplicationFormValues = {
  name: "",
  phone: "",
  email: "",
  licenceType: "",
  licenceNumber: "",
  licenceState: "",
  yearsExperience: "",
  availability: "",
  note: "",
};

/** The fields in on-screen order (the error summary's order); `resume` is the file. */
export const APPLICATION_FIELDS = [
  "name",
  "phone",
  "email",
  "licenceType",
  "licenceNumber",
  "licenceState",
  "yearsExperience",
  "availability",
  "resume",
  "note",
] as const;
