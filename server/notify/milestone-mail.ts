import { longUsDate } from "../../src/shared/calendar-date";
import { referralLines } from "../../src/shared/facts";
import { factValue } from "../../src/shared/placeholder";

/** A referral's first visit, told to its referrer: the reference, the milestone, the day. */
export type ReferralMilestoneNotice = {
  to: string;
  reference: string;
  kind: "first_visit_scheduled" | "first_visit_completed";
  /** `YYYY-MM-DD`: the day the visit is scheduled for, or the day it was marked completed. */
  date: string;
};

/**
 * Subject and text of a milestone e-mail: the reference, the milestone, its day and the
 * referral line. Nothing of the patient, ever (not even the kind of care).
 */
export function composeReferralMilestone(notice: ReferralMilestoneNotice) {
  const phone = factValue(referralLines.phone).display;
  const day = longUsDate(notice.date);
  const scheduled = notice.kind === "first_visit_scheduled";
  const text = [
    scheduled
      ? `The first visit for your referral ${notice.reference} is scheduled for ${day}.`
      : `The first visit for your referral ${notice.reference} was completed on ${day}.`,
    `Questions? Call our referral line: ${phone}. Please give the reference ${notice.reference}.`,
    "This e-mail carries no patient details; the reference is the one shown when you sent the referral.",
  ].join("\n\n");
  return {
    subject: `Referral ${notice.reference}: first visit ${scheduled ? "scheduled" : "completed"}`,
    text: `${text}\n`,
  };
}
