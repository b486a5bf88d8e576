/**
 * The insurance verification request (spec §3, §4, §5): the ONE schema the form and the tests
 * share. Everything runs in the browser; nothing is sent or stored. The form loads it when the
 * visitor reaches the form (see `verification-steps.ts`, which also holds the steps).
 *
 * Rules beyond the spec's wording (same messages, stricter or kinder checks):
 * - Every text value is trimmed first, so "  A " is one character, not four.
 * - dateOfBirth must match YYYY-MM-DD AND be a real calendar date (2023-02-30 fails), not in
 *   the future and not before 1900. All of these show 'Please enter a valid date (YYYY-MM-DD)'.
 * - Phone numbers may be typed with the usual formatting: spaces, dashes, dots and brackets,
 *   e.g. "(847) 568-1033", "847-568-1033", "847.568.1033". Those characters are stripped and
 *   exactly 10 digits must remain. A leading "1" or "+1" country code is NOT accepted (that is
 *   11 digits), nor are letters. The value is kept as typed.
 */
import { z } from "./zod";
import type { VerificationField } from "@/content/verification";
import { SERVICE_TYPES } from "@/lib/cost-calculator";

/** The validation messages of spec §5, verbatim. */
const VERIFICATION_MESSAGES = {
  firstName: "First name must be at least 2 characters",
  lastName: "Last name must be at least 2 characters",
  dateOfBirth: "Please enter a valid date (YYYY-MM-DD)",
  insuranceId: "Insurance ID is required",
  phone: "Please enter a 10-digit phone number",
  email: "Please enter a valid email address",
  serviceType: "Please select a service type",
  physicianName: "Physician name is required",
  medicalCondition: "Please provide details about your medical condition (at least 10 characters)",
} as const;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const EARLIEST_BIRTH_YEAR = 1900;

/** "YYYY-MM-DD" of `date` in the visitor's own time zone. */
function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A real calendar date in YYYY-MM-DD, from 1900 up to and including today. */
function isValidBirthDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < EARLIEST_BIRTH_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDate =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  // ISO dates of equal length compare correctly as strings.
  return isRealDate && value <= localIsoDate(new Date());
}

const PHONE_CHARACTERS = /^[\d\s().-]+$/;

/** The digits of a phone number, formatting removed: "(847) 568-1033" -> "8475681033". */
const phoneDigits = (value: string): string => value.replace(/\D/g, "");

/** Digits plus common formatting only, and exactly 10 digits. */
function isValidPhone(value: string): boolean {
  return PHONE_CHARACTERS.test(value) && phoneDigits(value).length === 10;
}

const M = VERIFICATION_MESSAGES;

/** Text trimmed first, then checked: `text(z.minLength(2, "…"))`. */
const text = (...checks: z.core.$ZodCheck<string>[]) => z.string().check(z.trim(), ...checks);
const phone = () => text(z.refine(isValidPhone, M.phone));

export const verificationSchema = z.object({
  firstName: text(z.minLength(2, M.firstName)),
  lastName: text(z.minLength(2, M.lastName)),
  dateOfBirth: text(z.refine(isValidBirthDate, M.dateOfBirth)),
  phoneNumber: phone(),
  email: z.pipe(text(), z.email({ error: M.email })),
  insuranceId: text(z.minLength(1, M.insuranceId)),
  groupNumber: text(),
  // The same seven care types as the cost calculator (spec §3).
  serviceType: z.pipe(text(), z.enum(SERVICE_TYPES, { error: M.serviceType })),
  physicianName: text(z.minLength(2, M.physicianName)),
  physicianPhone: phone(),
  medicalCondition: text(z.minLength(10, M.medicalCondition)),
  additionalNotes: text(),
} satisfies Record<VerificationField, z.ZodMiniType<unknown, string>>);

/** What the form holds (every value a string, serviceType "" until chosen). */
export type VerificationInput = z.input<typeof verificationSchema>;
/** A valid request: trimmed strings, serviceType one of SERVICE_TYPES. */
export type VerificationRequest = z.output<typeof verificationSchema>;
