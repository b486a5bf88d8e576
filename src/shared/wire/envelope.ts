import { AGE_RECIPIENT, FORM_TYPES, MAX_RECIPIENTS } from "./form-types";
import { MAX_ATTACHMENTS, UPLOAD_MAX_BYTES } from "./attachment-limits";
import { z } from "./zod";

/**
 * The envelope a form sends to the intake (`POST /api/v1/submissions`): what the server may
 * know (which form, which version, a retry id, the anti-abuse fields) around the one thing it
 * may not read, the age-encrypted payload. Shared by the site (which builds it) and the intake
 * service (which checks it); nothing here may ever carry a typed value in the clear.
 */

export type { FormType } from "./form-types";

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

/**
 * A file sent with a request: already uploaded, encrypted (`PUT /api/v1/uploads/:uploadId`),
 * named by its upload id, the SHA-256 of its ciphertext and its size. Its name and type are
 * inside the sealed payload only.
 */
const attachmentSchema = z.strictObject({
  uploadId: z.uuid("uploadId must be a UUID"),
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/, "sha256 must be 64 hex digits")),
  bytes: z.int("bytes must be an integer").check(z.gte(1), z.lte(UPLOAD_MAX_BYTES)),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const envelopeSchema = z.strictObject({
  formType: z.enum(FORM_TYPES, `formType must be one of: ${FORM_TYPES.join(", ")}`),
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
  /**
   * The age recipients the page sealed to (public keys, never a secret): the inbox shows which
   * key a request needs. Optional, as older pages did not send it.
   */
  sealedTo: z.optional(
    z
      .array(z.string().check(z.regex(AGE_RECIPIENT, "sealedTo must hold age1… recipients")))
      .check(
        z.minLength(1, "sealedTo must name a recipient"),
        z.maxLength(MAX_RECIPIENTS, `sealedTo takes at most ${MAX_RECIPIENTS} recipients`),
      ),
  ),
  /**
   * SHA-256 (hex) of the status link's secret (wire/status.ts): all the server keeps of the
   * link the confirmation gives. Optional: older pages did not send it.
   */
  statusHash: z.optional(
    z.string().check(z.regex(/^[0-9a-f]{64}$/, "statusHash must be 64 hex digits")),
  ),
  /** The request's files, uploaded before it (optional: most forms take none). */
  attachments: z.optional(
    z.array(attachmentSchema).check(
      z.maxLength(MAX_ATTACHMENTS, `attachments takes at most ${MAX_ATTACHMENTS} files`),
      z.refine(
        (list) => new Set(list.map((item) => item.uploadId)).size === list.length,
        "attachments must name each upload once",
      ),
    ),
  ),
});

/** What a page posts to the intake, and what the intake checks. */
export type SubmissionEnvelope = z.infer<typeof envelopeSchema>;

/** The intake's answer to an accepted submission. */
export type SubmissionReceipt = { reference: string; receivedAt: string };
