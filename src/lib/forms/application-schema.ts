/**
 * The job application's values (/careers/{slug}): the ONE schema the form and the tests share.
 * A name, a phone number or an e-mail address (either is enough, `reach-rules.ts`), the licence
 * held, years of experience and availability; the rest is optional. The résumé is checked as
 * a file (`file-kind.ts`), not here.
 */
import { applicationLimits as L, availabilities, licenceTypes } from "@/content/application";
import { optionalEmailField, optionalPhoneField, phoneOrEmail } from "./reach-rules";
import { z } from "@/shared/wire/zod";

const tooLong = (label: string, max: number) => `${label} must be ${max} characters or fewer`;
const text = (max: number, label: string) =>
  z.string().check(z.trim(), z.maxLength(max, tooLong(label, max)));

export const applicationSchema = z
  .object({
    name: text(L.name, "Full name").check(
      z.minLength(2, "Full name must be at least 2 characters"),
    ),
    phone: optionalPhoneField(text(L.phone, "Phone number")),
    email: optionalEmailField(text(L.email, "Email address")),
    licenceType: z.enum(licenceTypes, "Choose your licence or certification"),
    licenceNumber: text(L.licenceNumber, "Licence number"),
    licenceState: text(L.licenceState, "Licence state"),
    yearsExperience: z
      .string()
      .check(
        z.trim(),
        z.regex(/^\d{1,2}$/, "Enter your years of experience as a whole number, like 3"),
      ),
    availability: z.enum(availabilities, "Choose your availability"),
    note: text(L.note, "Your note"),
  })
  .check(phoneOrEmail("phone", "email"));

export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationValues = z.output<typeof applicationSchema>;
