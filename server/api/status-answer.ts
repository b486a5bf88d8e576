import { FORM_TYPES } from "../../src/shared/wire/form-types";
import {
  DECLINE_REASONS,
  OUTCOMES,
  REFERRAL_OUTCOMES,
  STATUSES,
} from "../../src/shared/wire/inbox-terms";
import {
  calendarDate,
  MILESTONES,
  PUBLIC_NOTES,
  type StatusAnswer,
} from "../../src/shared/wire/status";
import { isoOf, linkExpiresAt, type StatusRow } from "../db/status-store";

/** `value` when it is one of `list`, else null: a code the page has no words for is not shown. */
function oneOf<const T extends string>(list: readonly T[], value: string | null): T | null {
  return list.find((item) => item === value) ?? null;
}

/**
 * The status page's answer for one request: its stage and dates, codes from fixed lists, and
 * nothing of its content (the row holds no ciphertext, note or free text; statusByHash). A
 * stored value outside the wire's lists is left out rather than sent.
 */
export function statusAnswer(row: StatusRow): StatusAnswer {
  const outcome = oneOf(REFERRAL_OUTCOMES, row.referralOutcome);
  const noteCode = oneOf(PUBLIC_NOTES, row.publicNote);
  const expiresAt = linkExpiresAt(row.closedAt);
  return {
    reference: row.reference,
    // The intake stores only these (envelope.ts, request-actions.ts); the fallbacks never run.
    formType: oneOf(FORM_TYPES, row.formType) ?? "contact",
    status: oneOf(STATUSES, row.status) ?? "new",
    receivedAt: row.receivedAt.toISOString(),
    contactedAt: row.contactedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    outcome: oneOf(OUTCOMES, row.outcome),
    decision:
      outcome && row.referralDecidedAt
        ? {
            outcome,
            reason: outcome === "declined" ? oneOf(DECLINE_REASONS, row.referralReason) : null,
            at: row.referralDecidedAt.toISOString(),
          }
        : null,
    milestones: row.milestones.flatMap((item) => {
      const kind = oneOf(MILESTONES, item.kind);
      if (!kind) return [];
      const date =
        item.on_date && calendarDate.safeParse(item.on_date).success ? item.on_date : null;
      return [{ kind, date, at: isoOf(item.recorded_at) }];
    }),
    note:
      noteCode && row.publicNoteAt ? { code: noteCode, at: row.publicNoteAt.toISOString() } : null,
    additions: row.additions.map((item) => isoOf(item.created_at)),
    expiresAt: expiresAt?.toISOString() ?? null,
  };
}

const time = { type: "string" } as const;
const nullable = (type: string) => ({ type: [type, "null"] }) as const;

/**
 * The 200 answer's JSON schema (Fastify serializes with it, so nothing undeclared leaves); the
 * tests check what it lets through against the wire's zod `statusAnswerSchema`.
 */
export const statusAnswerJsonSchema = {
  type: "object",
  required: ["reference", "formType", "status", "receivedAt", "milestones", "additions"],
  properties: {
    reference: { type: "string" },
    formType: { type: "string" },
    status: { type: "string" },
    receivedAt: time,
    contactedAt: nullable("string"),
    closedAt: nullable("string"),
    outcome: nullable("string"),
    decision: {
      ...nullable("object"),
      properties: { outcome: { type: "string" }, reason: nullable("string"), at: time },
    },
    milestones: {
      type: "array",
      items: {
        type: "object",
        properties: { kind: { type: "string" }, date: nullable("string"), at: time },
      },
    },
    note: { ...nullable("object"), properties: { code: { type: "string" }, at: time } },
    additions: { type: "array", items: time },
    expiresAt: nullable("string"),
  },
} as const;
