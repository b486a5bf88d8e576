import { armoredAge } from "./envelope";
import { MAX_ATTACHMENTS, UPLOAD_MAX_BYTES } from "./attachment-limits";
import { FORM_TYPES } from "./form-types";
import { DECLINE_REASONS, OUTCOMES, REFERRAL_OUTCOMES, STATUSES } from "./inbox-terms";
import { z } from "./zod";

/**
 * The private status link (issue 31; docs/INTAKE.md, "The status link"): the wire between the
 * status page (`/status#<secret>`), the inbox and the intake.
 *
 * - The page makes the secret: 16 bytes from `crypto.getRandomValues`, base64url without
 *   padding (22 characters). It lives only in the link's fragment and in the visitor's page.
 * - The submission envelope carries `statusHash`: the SHA-256, lowercase hex, of the secret's
 *   22 ASCII characters. The server stores only that hash (table `status_links`).
 * - `POST /api/v1/status` takes the secret in the body (never a URL), hashes it and answers the
 *   request's stage: no name, no address, no health detail, no free text, ever.
 */

/**
 * The secret as the link carries it: 16 random bytes, base64url, no padding.
 * @internal Exported for its test (the page's own pattern is checked against it).
 */
export const STATUS_SECRET = /^[A-Za-z0-9_-]{22}$/;
/**
 * SHA-256 of the secret's characters, lowercase hex.
 * @internal Exported for its test.
 */
export const STATUS_HASH = /^[0-9a-f]{64}$/;

/** A link stops answering this many days after its request is closed (410 `expired`). */
export const STATUS_LINK_DAYS_AFTER_CLOSE = 30;

/** What staff record along the way, shown on the status page with its date. */
export const MILESTONES = [
  /** Referral (and care request) accepted: the first visit's date, set in the inbox. */
  "first_visit_scheduled",
  /** The first visit happened: the loop closes (ONC 360X home health). */
  "first_visit_completed",
  /** A job application: an interview's date. */
  "interview",
] as const;
export type Milestone = (typeof MILESTONES)[number];

/**
 * The short public notes staff may show on the status page: chosen from this list, never free
 * text (free text could carry health detail). Words per locale in src/content/status*.ts.
 */
export const PUBLIC_NOTES = [
  "trying_to_reach_you",
  "waiting_for_doctor_order",
  "waiting_for_insurance",
  "documents_received",
  "scheduling_first_visit",
  "call_us",
] as const;
export type PublicNote = (typeof PUBLIC_NOTES)[number];

const isoTime = z.string().check(z.minLength(1));
/** A calendar date in the office's time zone, `YYYY-MM-DD`. */
export const calendarDate = z
  .string()
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "must be a date (YYYY-MM-DD)"));

/** `POST /api/v1/status` body. */
export const statusQuerySchema = z.strictObject({
  secret: z.string().check(z.regex(STATUS_SECRET, "secret must be a status link's secret")),
});

/**
 * `POST /api/v1/status` answer (200): the stage of one request, and nothing of its content. The
 * server answers by its own JSON schema (server/api/status-answer.ts); the page reads the answer
 * by hand as hostile data (src/lib/status/answer.ts), smaller than zod in its island.
 * @internal Exported for its tests, which hold both sides to it.
 */
export const statusAnswerSchema = z.object({
  reference: z.string(),
  formType: z.enum(FORM_TYPES),
  status: z.enum(STATUSES),
  receivedAt: isoTime,
  /** The first time staff marked it contacted (or decided a referral); null while new. */
  contactedAt: z.nullable(isoTime),
  closedAt: z.nullable(isoTime),
  outcome: z.nullable(z.enum(OUTCOMES)),
  /** A referral's decision; the reason's code only when declined ("other" has no words here). */
  decision: z.nullable(
    z.object({
      outcome: z.enum(REFERRAL_OUTCOMES),
      reason: z.nullable(z.enum(DECLINE_REASONS)),
      at: isoTime,
    }),
  ),
  /** Oldest first. `date` is the day it is for (a scheduled visit, an interview), if any. */
  milestones: z.array(
    z.object({ kind: z.enum(MILESTONES), date: z.nullable(calendarDate), at: isoTime }),
  ),
  note: z.nullable(z.object({ code: z.enum(PUBLIC_NOTES), at: isoTime })),
  /** When the visitor sent more through the link (times only), oldest first. */
  additions: z.array(isoTime),
  /** When the link stops answering (30 days after closing); null while open. */
  expiresAt: z.nullable(isoTime),
});
export type StatusAnswer = z.infer<typeof statusAnswerSchema>;

/**
 * Refusals, `{ error, message }`: 404 `unknown` (no such link: the same shape and work as a
 * known one), 410 `withdrawn` (staff revoked it), 410 `expired` (30 days after closing, or the
 * request was deleted with retention: then it is simply `unknown`), 429 `rate_limited`.
 */
export const STATUS_GONE = ["withdrawn", "expired"] as const;

/**
 * `POST /api/v1/status/additions` body: more for the same request, sealed in the page to the
 * agency's active keys as the first send was (the same proof of work, recipients check and
 * upload tokens as a submission).
 */
export const statusAdditionSchema = z.strictObject({
  secret: z.string().check(z.regex(STATUS_SECRET, "secret must be a status link's secret")),
  /** A random UUID the page makes once per addition; a retry sends the same one. */
  clientRequestId: z.uuid("clientRequestId must be a UUID"),
  ciphertext: armoredAge,
  altcha: z.string().check(z.minLength(1, "altcha is required"), z.maxLength(4096)),
  sealedTo: z.array(z.string()).check(z.minLength(1), z.maxLength(8)),
  attachments: z.optional(
    z
      .array(
        z.strictObject({
          uploadId: z.uuid("uploadId must be a UUID"),
          sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/, "sha256 must be 64 hex digits")),
          bytes: z.int().check(z.gte(1), z.lte(UPLOAD_MAX_BYTES)),
        }),
      )
      .check(z.maxLength(MAX_ATTACHMENTS)),
  ),
});
export type StatusAddition = z.infer<typeof statusAdditionSchema>;
