import { calendarDate, MILESTONES, PUBLIC_NOTES, type Milestone } from "./status";
import { z } from "./zod";

/**
 * How staff move what a visitor's status link shows (issue 31, docs/INBOX-DESIGN.md): the
 * milestones, the public note (a code from a fixed list, never free text) and withdrawing the
 * link. Routes in server/api/inbox/request-stage.ts.
 */

const isoTime = z.string().check(z.minLength(1));

/** The milestones that carry the day they are for (a visit's, an interview's). */
export const DATED_MILESTONES: readonly Milestone[] = ["first_visit_scheduled", "interview"];

/**
 * The milestones a kind of request takes: a first visit for the patient requests, an interview
 * for a job application (a referral's only once accepted: the service checks that).
 */
export function milestonesOf(formType: string): readonly Milestone[] {
  if (formType === "application") return ["interview"];
  if (["contact", "verification", "referral"].includes(formType)) {
    return ["first_visit_scheduled", "first_visit_completed"];
  }
  return [];
}

/** A real day of the calendar ("2026-02-30" matches the pattern, and is refused here). */
function isRealDate(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** The milestone's kind in the path (`requests/:reference/milestones/:kind`). */
export const milestoneParams = z.object({
  reference: z.string(),
  kind: z.enum(MILESTONES, `kind must be one of: ${MILESTONES.join(", ")}`),
});

/**
 * `PUT requests/:reference/milestones/:kind`: the day it is for (required for a dated kind,
 * null for `first_visit_completed`); `email` is a referral's referrer, read by the staff
 * member's browser from the decrypted referral, e-mailed and never stored (as the outcome's).
 */
export const milestoneBodySchema = z.strictObject({
  date: z.nullable(
    calendarDate.check(z.refine(isRealDate, "date must be a day of the calendar (YYYY-MM-DD)")),
  ),
  email: z.optional(
    z
      .string()
      .check(z.maxLength(200), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "email must be an address")),
  ),
});
export type MilestoneBody = z.infer<typeof milestoneBodySchema>;

/** `PUT requests/:reference/public-note`: a code from the list, or null for none. */
export const publicNoteBodySchema = z.strictObject({
  code: z.nullable(z.enum(PUBLIC_NOTES, `code must be one of: ${PUBLIC_NOTES.join(", ")}`)),
});

/** What the visitor's status link shows of a request, as staff see it in its detail. */
export const requestStageSchema = z.object({
  /** null: the request has no link (sent before links existed, or the page made none). */
  link: z.nullable(z.object({ revokedAt: z.nullable(isoTime) })),
  /** In the list's order (MILESTONES); `date` is the day it is for, if any. */
  milestones: z.array(
    z.object({ kind: z.enum(MILESTONES), date: z.nullable(calendarDate), at: isoTime }),
  ),
  note: z.nullable(z.object({ code: z.enum(PUBLIC_NOTES), at: isoTime })),
});
export type RequestStage = z.infer<typeof requestStageSchema>;

/** The answer to each stage route: the stage as it now is, and the referrer's e-mail. */
export const stageAnswerSchema = z.object({
  stage: requestStageSchema,
  /** sent; not_given (no address, or nothing to e-mail); not_configured (no SMTP_URL). */
  email: z.enum(["sent", "not_given", "not_configured"]),
});
export type StageAnswer = z.infer<typeof stageAnswerSchema>;
