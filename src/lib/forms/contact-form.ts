/*
 * The contact form's starting values, its fields in on-screen order, and its validation,
 * which loads when the visitor reaches the form (the schema and zod are not in the page's
 * first download). The rules themselves are in `contact-schema.ts`.
 */
import { lazySchema } from "./lazy-schema";
import type { ContactInput, ContactValues } from "./contact-schema";

type ContactParsed = ContactValues & { consent: "on" };

export const contactValidation = lazySchema<ContactInput, ContactParsed>(() =>
  import("./contact-schema").then((module) => module.contactSchema),
);

export const contactDefaults: ContactInput = {
  name: "",
  email: "",
  phone: "",
  service: "",
  message: "",
  consent: "",
};

export const CONTACT_FIELDS = ["name", "email", "phone", "service", "message", "consent"] as const;
