/**
 * The insurance verification request (spec §3, §4, §5): the ONE schema the form and the tests
 * share. Everything runs in the browser; nothing is sent or stored.
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
import type {
  VerificationField,
  VerificationResult,
  VerificationStep,
} from "@/content/verification";
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

const text = () => z.string().trim();
const phone = () => text().refine(isValidPhone, VERIFICATION_MESSAGES.phone);

export const verificationSchema = z.object({
  firstName: text().min(2, VERIFICATION_MESSAGES.firstName),
  lastName: text().min(2, VERIFICATION_MESSAGES.lastName),
  dateOfBirth: text().refine(isValidBirthDate, VERIFICATION_MESSAGES.dateOfBirth),
  phoneNumber: phone(),
  email: text().pipe(z.email({ error: VERIFICATION_MESSAGES.email })),
  insuranceId: text().min(1, VERIFICATION_MESSAGES.insuranceId),
  groupNumber: text(),
  // The same seven care types as the cost calculator (spec §3).
  serviceType: text().pipe(z.enum(SERVICE_TYPES, { error: VERIFICATION_MESSAGES.serviceType })),
  physicianName: text().min(2, VERIFICATION_MESSAGES.physicianName),
  physicianPhone: phone(),
  medicalCondition: text().min(10, VERIFICATION_MESSAGES.medicalCondition),
  additionalNotes: text(),
} satisfies Record<VerificationField, z.ZodType<unknown, string>>);

/** What the form holds (every value a string, serviceType "" until chosen). */
export type VerificationInput = z.input<typeof verificationSchema>;
/** A valid request: trimmed strings, serviceType one of SERVICE_TYPES. */
export type VerificationRequest = z.output<typeof verificationSchema>;

export const emptyVerificationValues: VerificationInput = {
  firstName: "",
  lastName: "",
  dateOfBirth: "",
  phoneNumber: "",
  email: "",
  insuranceId: "",
  groupNumber: "",
  serviceType: "",
  physicianName: "",
  physicianPhone: "",
  medicalCondition: "",
  additionalNotes: "",
};

export const VERIFICATION_STEPS = [1, 2, 3, 4] as const satisfies readonly VerificationStep[];
export const TOTAL_STEPS = VERIFICATION_STEPS.length;

/** The fields of each step, in the order they appear on screen. */
export const STEP_FIELDS = {
  1: ["firstName", "lastName", "dateOfBirth", "phoneNumber", "email"],
  2: ["insuranceId", "groupNumber"],
  3: ["serviceType", "physicianName", "physicianPhone"],
  4: ["medicalCondition", "additionalNotes"],
} as const satisfies Record<VerificationStep, readonly VerificationField[]>;

/** Every field in on-screen order. */
export const VERIFICATION_FIELDS: readonly VerificationField[] = VERIFICATION_STEPS.flatMap(
  (step): VerificationField[] => [...STEP_FIELDS[step]],
);

const NEXT_STEP = { 1: 2, 2: 3, 3: 4, 4: 4 } as const satisfies Record<
  VerificationStep,
  VerificationStep
>;
const PREVIOUS_STEP = { 1: 1, 2: 1, 3: 2, 4: 3 } as const satisfies Record<
  VerificationStep,
  VerificationStep
>;
/** The step after `step` (4 stays 4). */
export const nextStep = (step: VerificationStep): VerificationStep => NEXT_STEP[step];
/** The step before `step` (1 stays 1). */
export const previousStep = (step: VerificationStep): VerificationStep => PREVIOUS_STEP[step];

/** The step a field belongs to. */
export function stepOfField(field: VerificationField): VerificationStep {
  return VERIFICATION_STEPS.find((step) => STEP_FIELDS[step].some((f) => f === field)) ?? 1;
}

/** 1 -> 25, 2 -> 50, 3 -> 75, 4 -> 100. */
export const stepPercent = (step: VerificationStep): number =>
  Math.round((step / TOTAL_STEPS) * 100);

/** In this order for `pickRandomResult`'s number. */
const VERIFICATION_RESULTS = [
  "verified",
  "needs-review",
  "pending",
] as const satisfies readonly VerificationResult[];

/** One of the three results, equally likely. Pass `random` (0 <= n < 1) to choose it in tests. */
export function pickRandomResult(random: () => number = Math.random): VerificationResult {
  const index = Math.min(
    VERIFICATION_RESULTS.length - 1,
    Math.max(0, Math.floor(random() * VERIFICATION_RESULTS.length)),
  );
  return VERIFICATION_RESULTS[index] ?? "pending";
}
