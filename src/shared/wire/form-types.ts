/**
 * The forms that send through the intake, each with the version of its fields the page sends
 * (the intake's reader knows each version), and the anti-abuse field every one of them carries.
 * The envelope (`envelope.ts`) accepts exactly these types; a form reads its version here.
 * Relative imports only (src/shared): the intake service reads this file too.
 */
export const FORM_TYPES = ["contact", "verification", "referral", "application"] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** The version of each form's fields the site sends now; raise it when a form's fields change. */
export const FORM_VERSIONS = {
  contact: 1,
  verification: 1,
  referral: 1,
  application: 1,
} as const satisfies Record<FormType, number>;

/** The hidden field's name: one a robot fills, and no browser offers to fill. */
export const HONEYPOT_FIELD = "website_url";

/** An age X25519 recipient (`age1…`): the pattern lives in the one age module. */
export { AGE_RECIPIENT } from "../age/patterns";

/** The most recipients a page seals one request to (the agency's key and its recovery key, …). */
export const MAX_RECIPIENTS = 8;
