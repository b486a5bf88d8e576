import { z } from "@/shared/wire/zod";
import { reachMessages } from "@/content/form-messages";
import { isValidPhone, normalPhone } from "./phone";

/**
 * What a call back needs, checked the same way (and with the same messages) in every form: a
 * 10-digit US phone number typed with the usual formatting ("(847) 568-1033", "847-568-1033",
 * "+1 847.568.1033"), an extension welcome ("x214", "ext. 214": `phone.ts`), or a valid e-mail
 * address. The messages are
 * the content module's, so a Spanish page shows them in Spanish (src/content/es/form-messages.ts,
 * swapped in by the Spanish build like every content module).
 * @internal Exported for its test.
 */
export const REACH_MESSAGES = reachMessages;

export { isValidPhone };

/**
 * A phone field's checked text, sent in the one form staff read and dial ("630-555-0177 ext.
 * 214", `normalPhone`): `phoneValue(text(30).check(z.refine(optionalPhone, message)))`.
 */
export const phoneValue = (field: z.ZodMiniType<string, string>) =>
  z.pipe(
    field,
    z.transform((value: string) => normalPhone(value)),
  );

/** Whether `values[key]` holds more than spaces. */
const filled = (values: unknown, key: string) => {
  const value: unknown =
    typeof values === "object" && values !== null ? Reflect.get(values, key) : undefined;
  return typeof value === "string" && value.trim() !== "";
};
const neither = (values: unknown, phone: string, email: string) =>
  !filled(values, phone) && !filled(values, email);

/**
 * The form's object check that `phone` or `email` is given (either is enough), its message on
 * the phone field. It runs even while other fields are invalid (`when`), so a form that checks
 * one step at a time still shows it.
 */
export function phoneOrEmail(phone: string, email: string) {
  return z.refine((values: unknown) => !neither(values, phone, email), {
    message: REACH_MESSAGES.either,
    path: [phone],
    when: (payload) => neither(payload.value, phone, email),
  });
}

/** A phone number that may be left empty (when an e-mail is given), else 10 digits. */
export const optionalPhone = (value: string) => value === "" || isValidPhone(value);

/** An e-mail address that may be left empty (when a phone number is given), else valid. */
export const optionalEmail = (value: string) => value === "" || z.regexes.email.test(value);

/**
 * The phone field of a form that asks for a phone number or an e-mail address (`phoneOrEmail`
 * on the object): `field` (its length checks) that may be left empty, else 10 digits, sent
 * normalised (`phoneValue`).
 */
export const optionalPhoneField = (field: z.ZodMiniString<string>) =>
  phoneValue(field.check(z.refine(optionalPhone, REACH_MESSAGES.phone)));

/** That form's e-mail field: `field` that may be left empty, else a valid address. */
export const optionalEmailField = (field: z.ZodMiniString<string>) =>
  field.check(z.refine(optionalEmail, REACH_MESSAGES.email));
