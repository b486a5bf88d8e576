/**
 * The contact form's values (spec §3, §5): the ONE schema the form and the tests share.
 *
 * It mirrors the browser's own checks, which are the only validation the visitor sees:
 * Full Name, Email Address and Phone Number are required (`required`), the email must pass
 * the browser's `type="email"` rule (the HTML standard's pattern, `z.regexes.html5Email`),
 * the consent box must be ticked, each field has a maximum length (`maxLength` in the page, so
 * the browser stops typing there), and nothing else is checked: no phone format.
 * The form only submits once the browser is satisfied, so a failure here means the page and
 * the schema disagree, not that the visitor made a mistake.
 */
import { z } from "./zod";
import { contactLimits, contactServices } from "@/content/contact";

/** A required text field: the browser's `required` accepts any non-empty value. */
const required = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

const contactFormSchema = z.object({
  name: required(contactLimits.name),
  email: z.string().check(z.regex(z.regexes.html5Email), z.maxLength(contactLimits.email)),
  phone: required(contactLimits.phone),
  /** Empty while the placeholder 'Select a service...' is chosen. */
  service: z.union([z.literal(""), z.enum(contactServices)]),
  message: z.string().check(z.maxLength(contactLimits.message)),
  /** A ticked checkbox submits "on"; an unticked one submits nothing. */
  consent: z.literal("on"),
});

/** The spec's contact request values: name, email, phone, service, message. */
export type ContactValues = Omit<z.output<typeof contactFormSchema>, "consent">;

/** Read a submitted form into the contact values, or `null` if they break the rules. */
export function parseContactForm(data: FormData): ContactValues | null {
  const text = (key: string) => {
    const value = data.get(key);
    return typeof value === "string" ? value : undefined;
  };
  const result = contactFormSchema.safeParse({
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    service: text("service") ?? "",
    message: text("message") ?? "",
    consent: text("consent"),
  });
  if (!result.success) return null;
  const { name, email, phone, service, message } = result.data;
  return { name, email, phone, service, message };
}
