/**
 * The online referral (/refer): the ONE schema the form and the tests share. The form checks
 * the values with it in the browser, then sends the parsed referral through the intake
 * (sealed for the agency, docs/INTAKE.md); the referrer's e-mail travels inside it, so the
 * inbox can tell them the outcome.
 *
 * Required is only what the agency needs to call back and decide: start or resumption, the
 * patient's name, date of birth, address and ZIP, the insurance, the referring practitioner,
 * the reason, at least one service, the referrer's name and phone. Everything else is optional
 * and, when given, checked (phones 10 digits, an extension welcome, sent as "630-555-0177 ext.
 * 214"; NPIs 10 digits with their check digit, dates
 * real). Text is trimmed; dates come out as YYYY-MM-DD; the services as a list of their names.
 * A face-to-face date outside its window is a warning (`referral-dates.ts`), never an error.
 */
import {
  CARE_TYPE_VALUES,
  INSURANCE_PLAN_VALUES,
  REFERRAL_SERVICES,
  SERVICE_FIELDS,
  referralFormCopy,
  type ReferralServiceField,
} from "@/content/referral-form";
import { hasNpiForm, isValidNpi, npiDigits } from "./npi";
import { isValidPhone, phoneValue } from "./reach-rules";
import { localIsoDate, parseDate } from "./referral-dates";
import { z } from "@/shared/wire/zod";

const M = referralFormCopy.messages;
const SHORT = 200;
const LONG = 2000;

const text = (max: number, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.trim(), z.maxLength(max, M.tooLong(max)), ...checks);
const required = (message: string, max = SHORT) => text(max, z.minLength(1, message));
const optionalText = (max = SHORT) => text(max);
const optionalPhone = () =>
  phoneValue(
    text(
      40,
      z.refine((v) => v === "" || isValidPhone(v), M.phone),
    ),
  );

/** An optional date: "" stays "", a real date becomes YYYY-MM-DD. */
const optionalDate = () =>
  z.pipe(
    text(20),
    z.transform((value: string, ctx) => {
      if (value === "") return "";
      const iso = parseDate(value);
      if (iso) return iso;
      ctx.issues.push({ code: "custom", message: M.date, input: value });
      return z.NEVER;
    }),
  );

const dateOfBirth = () =>
  z.pipe(
    text(20),
    z.transform((value: string, ctx) => {
      const iso = parseDate(value);
      if (iso && iso <= localIsoDate(new Date())) return iso;
      ctx.issues.push({ code: "custom", message: M.dateOfBirth, input: value });
      return z.NEVER;
    }),
  );

/** An optional NPI: 10 digits, then the check digit, each with its own message. */
const optionalNpi = () =>
  z.pipe(
    text(20),
    z.transform((value: string, ctx) => {
      if (value === "") return "";
      const message = !hasNpiForm(value) ? M.npiForm : isValidNpi(value) ? null : M.npiCheck;
      if (!message) return npiDigits(value);
      ctx.issues.push({ code: "custom", message, input: value });
      return z.NEVER;
    }),
  );

const choice = <T extends string>(values: readonly T[], message: string) =>
  z.pipe(z.string().check(z.trim()), z.enum(values, { error: message }));

/** A checkbox: its value ("on") while ticked, "" otherwise. */
const checkbox = () => z.string();

const fields = {
  careType: choice(CARE_TYPE_VALUES, M.careType),
  startOfCareDate: optionalDate(),
  dischargeDate: optionalDate(),
  patientFirstName: required(M.patientFirstName, 100),
  patientLastName: required(M.patientLastName, 100),
  patientDateOfBirth: dateOfBirth(),
  patientAddress: required(M.patientAddress),
  patientZip: text(10, z.regex(/^\d{5}(-\d{4})?$/, M.zip)),
  patientPhone: optionalPhone(),
  patientLanguage: optionalText(60),
  representativeName: optionalText(),
  representativePhone: optionalPhone(),
  emergencyName: optionalText(),
  emergencyPhone: optionalPhone(),
  insurancePlan: choice(INSURANCE_PLAN_VALUES, M.insurancePlan),
  medicareNumber: optionalText(20),
  planName: optionalText(100),
  memberId: optionalText(40),
  practitionerName: required(M.practitionerName, 100),
  practitionerNpi: optionalNpi(),
  practitionerPhone: optionalPhone(),
  practitionerFax: optionalPhone(),
  signerName: optionalText(100),
  signerNpi: optionalNpi(),
  faceToFaceDate: optionalDate(),
  faceToFaceClinician: optionalText(100),
  reason: required(M.reason, LONG),
  homeboundReason: optionalText(LONG),
  serviceNursing: checkbox(),
  servicePhysical: checkbox(),
  serviceOccupational: checkbox(),
  serviceSpeech: checkbox(),
  serviceSocialWork: checkbox(),
  serviceAide: checkbox(),
  clinicalNotes: optionalText(LONG),
  referrerName: required(M.referrerName, 100),
  referrerRole: optionalText(100),
  referrerOrganization: optionalText(),
  referrerPhone: phoneValue(text(40, z.refine(isValidPhone, M.phone))),
  referrerEmail: text(
    SHORT,
    z.refine((v) => v === "" || z.regexes.email.test(v), M.email),
  ),
};

/** The services ticked in `values` (a checkbox holds "on" while ticked). */
const ticked = (values: unknown): ReferralServiceField[] =>
  SERVICE_FIELDS.filter((name) => {
    const value: unknown =
      typeof values === "object" && values !== null ? Reflect.get(values, name) : undefined;
    return typeof value === "string" && value !== "";
  });

/** The form's values, checked; at least one service (its message on the group, `services`). */
const checkedForm = z.object(fields).check(
  z.refine((values) => ticked(values).length > 0, {
    message: M.services,
    path: ["services"],
    when: (payload) => ticked(payload.value).length === 0,
  }),
);

type Checked = z.output<typeof checkedForm>;
type WithoutServices = Omit<Checked, ReferralServiceField>;

/** What is sent: the fields, with the ticked services as one list of their names. */
export type Referral = WithoutServices & { services: string[] };

export const referralSchema = z.pipe(
  checkedForm,
  z.transform((values: Checked): Referral => {
    const {
      serviceNursing: _nursing,
      servicePhysical: _physical,
      serviceOccupational: _occupational,
      serviceSpeech: _speech,
      serviceSocialWork: _socialWork,
      serviceAide: _aide,
      ...rest
    } = values;
    return { ...rest, services: ticked(values).map((name) => REFERRAL_SERVICES[name]) };
  }),
);

/** What the form holds: every value a string (a checkbox "on" or ""). */
export type ReferralInput = z.input<typeof checkedForm>;
export type ReferralField = keyof ReferralInput;
