import { z } from "./zod";

/**
 * The envelope a form sends to the intake (`POST /api/v1/submissions`): what the server may
 * know (which form, which version, a retry id, the anti-abuse fields) around the one thing it
 * may not read, the age-encrypted payload. Shared by the site (which builds it) and the intake
 * service (which checks it); nothing here may ever carry a typed value in the clear.
 */

/** The forms that send through the intake. */
const FORM_TYPES = ["contact", "verification"] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** The armored age header and footer (RFC 7468 style, as `age --armor` writes). */
const AGE_ARMOR_BEGIN = "-----BEGIN AGE ENCRYPTED FILE-----";
const AGE_ARMOR_END = "-----END AGE ENCRYPTED FILE-----";

/**
 * Largest armored ciphertext accepted: the largest padded form (64 KiB of plaintext) plus age's
 * header and the armor's base64 overhead (4/3, with line breaks), rounded up.
 */
const CIPHERTEXT_MAX_CHARS = 96 * 1024;

/** Largest ALTCHA solution (a base64 JSON payload of a few hundred characters). */
const ALTCHA_MAX_CHARS = 4096;

/** An armored age file within the size limit (also the inbox's notes and grants). */
export const armoredAge = z.string().check(
  z.maxLength(CIPHERTEXT_MAX_CHARS, "ciphertext is too long"),
  z.refine(
    (value) => value.startsWith(AGE_ARMOR_BEGIN) && value.trimEnd().endsWith(AGE_ARMOR_END),
    "ciphertext must be an armored age file",
  ),
);

export const envelopeSchema = z.strictObject({
  formType: z.enum(FORM_TYPES, "formType must be one of: contact, verification"),
  formVersion: z.int("formVersion must be an integer").check(z.gte(1), z.lte(999)),
  /** A random UUID the page makes once per request; a retry sends the same one. */
  clientRequestId: z.uuid("clientRequestId must be a UUID"),
  ciphertext: armoredAge,
  /** The solved proof-of-work challenge (ALTCHA payload). */
  altcha: z.string().check(z.minLength(1, "altcha is required"), z.maxLength(ALTCHA_MAX_CHARS)),
  /** The hidden field people never see; anything in it means a robot filled the form. */
  honeypot: z.string().check(z.maxLength(200)),
  /** Milliseconds from the form's first input to sending. */
  fillTimeMs: z.int("fillTimeMs must be an integer").check(z.gte(0)),
});

/** @internal The envelope as the tests build it. */
export type SubmissionEnvelope = z.infer<typeof envelopeSchema>;

/** The intake's answer to an accepted submission. */
export type SubmissionReceipt = { reference: string; receivedAt: string };
