/**
 * The insurance verification request (spec §3, §4, §5): the ONE schema the form and the tests
 * share. The form checks the values with it in the browser, then sends the parsed request
 * through the intake (sealed for the agency). The form loads it when the visitor reaches the
 * form (see `verification-steps.ts`, which also holds the steps).
 *
 * Rules beyond the spec's wording (same messages, stricter or kinder checks):
 * - Every text value is trimmed first, so "  A " is one character, not four.
 * - dateOfBirth is YYYY-MM-DD or, as Americans write it, MM/DD/YYYY (03/27/1948, also 3/27/1948
 *   or 03-27-1948); the valid value is always YYYY-MM-DD (1948-03-27). It must be a real
 *   calendar date (02/30/1948 fails), not in the future and not before 1900. Anything else
 *   shows 'Please enter a valid date (YYYY-MM-DD)'.
 * - insuranceCompany (issue 14, step 2) is a provider id of `src/content/insurance/` or "other".
 * - Phone numbers may be typed with the usual formatting: spaces, dashes, dots and brackets,
 *   e.g. "(847) 568-1033", "847-568-1033", "847.568.1033", after an optional "1" or "+1" and
 *   before an optional extension ("x214", "ext. 214": `phone.ts`, issue 31); exactly 10 digits,
 *   no letters. The value is sent as "847-568-1033" or "847-568-1033 ext. 214".
 * - Every text field has a maximum length (`verification-limits.ts`, also the fields'
 *   `maxLength`), checked after trimming: "First name must be 100 characters or fewer".
 */
import {
  isValidPhone,
  optionalEmail,
  optionalPhone,
  phoneOrEmail,
  phoneValue,
} from "./reach-rules";
import { z } from "@/shared/wire/zod";
import { verificationMessages } from "@/content/form-messages";
import type { VerificationField } from "@/content/verification";
import { insuranceCompanyChoices } from "@/content/insurance/provider-choices";
import { SERVICE_TYPES } from "@/lib/cost-calculator-care";
import { VERIFICATION_MAX_LENGTH as MAX, type VerificationTextField } from "./verification-limits";

/** The validation messages of spec §5, verbatim (in Spanish on Spanish pages). */
const VERIFICATION_MESSAGES = verificationMessages;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Month, day, year: 03/27/1948, 3/27/1948, 03-27-1948, 03.27.1948. */
const US_DATE = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;
const EARLIEST_BIRTH_YEAR = 1900;

/** "YYYY-MM-DD" of `date` in the visitor's own time zone. */
function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const pad = (digits: string, length: number) => digits.padStart(length, "0");

/** "1948-03-27" from "1948-03-27" or "03/27/1948" (not checked as a date yet); null otherwise. */
function isoForm(value: string): string | null {
  if (ISO_DATE.test(value)) return value;
  const us = US_DATE.exec(value);
  if (!us) return null;
  const [, month = "", , day = "", year = ""] = us;
  return `${year}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * A date of birth as YYYY-MM-DD, from either form: a real calendar date from 1900 up to and
 * including today. Null when it is not one.
 */
function birthDate(value: string): string | null {
  const iso = isoForm(value);
  const match = iso === null ? null : ISO_DATE.exec(iso);
  if (!iso || !match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < EARLIEST_BIRTH_YEAR) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDate =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  // ISO dates of equal length compare correctly as strings.
  return isRealDate && iso <= localIsoDate(new Date()) ? iso : null;
}

const M = VERIFICATION_MESSAGES;

const tooLongMessage = (field: VerificationTextField) => M.tooLong(M.fieldNames[field], MAX[field]);

/**
 * Text of `field`, trimmed first, then no longer than its maximum, then checked:
 * `text("firstName", z.minLength(2, "…"))`.
 */
const text = (field: VerificationTextField, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.trim(), z.maxLength(MAX[field], tooLongMessage(field)), ...checks);
const phone = (field: "phoneNumber" | "physicianPhone") =>
  phoneValue(text(field, z.refine(isValidPhone, M.phone)));

/** The date of birth, trimmed, as YYYY-MM-DD whichever form was typed. */
const dateOfBirth = () =>
  z.pipe(
    text("dateOfBirth"),
    z.transform((value: string, ctx) => {
      const iso = birthDate(value);
      if (iso) return iso;
      ctx.issues.push({ code: "custom", message: M.dateOfBirth, input: value });
      return z.NEVER;
    }),
  );

const INSURANCE_COMPANIES = insuranceCompanyChoices.map((choice) => choice.value);

export const verificationSchema = z
  .object({
    firstName: text("firstName", z.minLength(2, M.firstName)),
    lastName: text("lastName", z.minLength(2, M.lastName)),
    dateOfBirth: dateOfBirth(),
    // A phone number or an e-mail address is enough (phoneOrEmail below); what is given must be valid.
    phoneNumber: phoneValue(text("phoneNumber", z.refine(optionalPhone, M.phone))),
    email: text("email", z.refine(optionalEmail, M.email)),
    insuranceCompany: z.pipe(
      z.string().check(z.trim()),
      z.enum(INSURANCE_COMPANIES, { error: M.insuranceCompany }),
    ),
    insuranceId: text("insuranceId", z.minLength(1, M.insuranceId)),
    groupNumber: text("groupNumber"),
    // The same seven care types as the cost calculator (spec §3).
    serviceType: z.pipe(
      z.string().check(z.trim()),
      z.enum(SERVICE_TYPES, { error: M.serviceType }),
    ),
    physicianName: text("physicianName", z.minLength(2, M.physicianName)),
    physicianPhone: phone("physicianPhone"),
    medicalCondition: text("medicalCondition", z.minLength(10, M.medicalCondition)),
    additionalNotes: text("additionalNotes"),
  } satisfies Record<VerificationField, z.ZodMiniType<unknown, string>>)
  .check(phoneOrEmail("phoneNumber", "email"));

/** What the form holds (every value a string, serviceType "" until chosen). */
export type VerificationInput = z.input<typeof verificationSchema>;
/**
 * A valid request: trimmed strings, dateOfBirth as YYYY-MM-DD, insuranceCompany a provider id
 * or "other", serviceType one of SERVICE_TYPES.
 */
export type VerificationRequest = z.output<typeof verificationSchema>;
