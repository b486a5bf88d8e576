/**
 * The contact form's values (spec §3, §5): the ONE schema the form and the tests share. The
 * form checks the values with it in the browser (loaded when the visitor reaches the form,
 * `contactValidation`) and shows each message by its field and in the error summary.
 *
 * What a call back needs (issue 21): a full name of at least 2 characters, and a 10-digit US
 * phone number or a valid e-mail address (either is enough; `reach-rules.ts`, the same rules and
 * messages as the coverage check). The consent box must be ticked,
 * each field has a maximum length (also `maxLength` in the page, so the browser stops typing).
 */
import { optionalEmailField, optionalPhoneField, phoneOrEmail } from "./reach-rules";
import { z } from "@/shared/wire/zod";
import { contactLimits, contactServices } from "@/content/contact";
import { contactMessages } from "@/content/form-messages";

/** The messages (in Spanish on Spanish pages: src/content/es/form-messages.ts). */
const M = contactMessages;

const text = (max: number, label: string) =>
  z.string().check(z.trim(), z.maxLength(max, M.tooLong(label, max)));

export const contactSchema = z
  .object({
    name: text(contactLimits.name, M.fieldNames.name).check(z.minLength(2, M.name)),
    // A phone number or an e-mail address is enough (phoneOrEmail); what is given must be valid.
    email: optionalEmailField(text(contactLimits.email, M.fieldNames.email)),
    phone: optionalPhoneField(text(contactLimits.phone, M.fieldNames.phone)),
    /** Empty while the placeholder 'Select a service...' is chosen. */
    service: z.union([z.literal(""), z.enum(contactServices)]),
    message: text(contactLimits.message, M.fieldNames.message),
    /** The ticked checkbox's value; "" when it is not ticked. */
    consent: z.pipe(z.string(), z.literal("on", M.consent)),
  })
  .check(phoneOrEmail("phone", "email"));

/** What the form holds: every value a string. */
export type ContactInput = z.input<typeof contactSchema>;
/** The spec's contact request values: name, email, phone, service, message. */
export type ContactValues = Omit<z.output<typeof contactSchema>, "consent">;
