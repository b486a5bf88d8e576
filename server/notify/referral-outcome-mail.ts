import { referralLines } from "../../src/shared/facts";
import { factValue } from "../../src/shared/placeholder";
import type { DeclineReason, ReferralOutcome } from "../../src/shared/wire/inbox-api";

/** What the referrer hears: the reference, the outcome and its reason; never the patient. */
export type ReferralOutcomeNotice = {
  to: string;
  reference: string;
  outcome: ReferralOutcome;
  reason?: DeclineReason | undefined;
  /** The words of the reason "other", as the staff member typed them. */
  reasonText?: string | undefined;
};

/** Each decline reason as the referrer reads it. */
const REASON_WORDS: Record<Exclude<DeclineReason, "other">, string> = {
  outside_area: "The patient lives outside the area we serve.",
  not_homebound: "The patient does not appear to be homebound as Medicare defines it.",
  needs_unmet: "We cannot meet the care the patient needs.",
  no_capacity: "We have no capacity to start care on the date needed.",
  insurance_not_accepted: "We do not accept the patient's insurance.",
};

/** Subject and text of the outcome e-mail: reference, outcome, reason, the referral line. */
export function composeReferralOutcome(notice: ReferralOutcomeNotice) {
  const phone = factValue(referralLines.phone).display;
  const reason =
    notice.reason === "other"
      ? (notice.reasonText ?? "")
      : notice.reason
        ? REASON_WORDS[notice.reason]
        : "";
  const accepted = notice.outcome === "accepted";
  const text = [
    accepted
      ? `We accepted your referral ${notice.reference}. We will call the patient to schedule the first visit.`
      : `We are not able to accept your referral ${notice.reference}.`,
    accepted ? "" : `Reason: ${reason}`,
    `Questions? Call our referral line: ${phone}. Please give the reference ${notice.reference}.`,
    "This e-mail carries no patient details; the reference is the one shown when you sent the referral.",
  ]
    .filter(Boolean)
    .join("\n\n");
  return {
    subject: `Referral ${notice.reference}: ${accepted ? "accepted" : "not accepted"}`,
    text: `${text}\n`,
  };
}
