import { createTransport } from "nodemailer";
import { formName } from "../../src/shared/forms/registry";
import { composeAuditHead } from "./audit-head-mail";
import { composeReferralMilestone, type ReferralMilestoneNotice } from "./milestone-mail";
import { composeReferralOutcome, type ReferralOutcomeNotice } from "./referral-outcome-mail";

/**
 * One notification: who gets it, and what it names (a reference and a form type only; for the
 * daily audit head, the day as its reference and the head).
 */
type Notice = {
  to: string;
  reference: string;
  formType: string;
  kind: "new" | "overdue" | "audit_head" | "addition";
  /** "ID:HASH", for kind "audit_head". */
  head?: string | undefined;
};

export type Mailer = {
  send: (notice: Notice) => Promise<void>;
  /** A referral's outcome to the referrer (the address comes from the staff's browser). */
  sendReferralOutcome: (notice: ReferralOutcomeNotice) => Promise<void>;
  /** A referral's first visit (scheduled, completed) to the referrer, the same way. */
  sendReferralMilestone: (notice: ReferralMilestoneNotice) => Promise<void>;
};

/** The link in the e-mail: the inbox, opening the request (the reference is not PHI). */
const requestLink = (inboxUrl: string, reference: string) =>
  `${inboxUrl.split("#")[0]}#request=${encodeURIComponent(reference)}`;

/** Subject and body: the reference, the form type and the link, nothing else. */
function composeNotice(notice: Notice, inboxUrl: string) {
  if (notice.kind === "audit_head") return composeAuditHead(notice.reference, notice.head ?? "");
  const link = requestLink(inboxUrl, notice.reference);
  // The form's name as the inbox shows it (the registry's), mid-sentence: "care request BC-…".
  const what = `${formName(notice.formType).toLowerCase()} ${notice.reference}`;
  const open = `Open it in the inbox: ${link}`;
  const none = "This e-mail carries none of what was sent; only the inbox shows it.";
  switch (notice.kind) {
    case "new":
      return { subject: `New ${what}`, text: `A new ${what} arrived.\n\n${open}\n\n${none}\n` };
    case "addition":
      // A referrer's signed order, often: the same people hear of it as of a new request.
      return {
        subject: `More sent for ${what}`,
        text: `More was sent through the status link for the ${what}.\n\n${open}\n\n${none}\n`,
      };
    case "overdue":
      return {
        subject: `Unanswered: ${what}`,
        text: `The ${what} is still new after the office's answer time.\n\n${open}\n`,
      };
  }
}

/** Sends through `smtpUrl` (smtp:// or smtps://, with credentials in the URL when needed). */
export function smtpMailer(options: { smtpUrl: string; from: string; inboxUrl: string }): Mailer {
  const transport = createTransport(options.smtpUrl);
  return {
    async send(notice) {
      await transport.sendMail({
        from: options.from,
        to: notice.to,
        ...composeNotice(notice, options.inboxUrl),
      });
    },
    async sendReferralOutcome(notice) {
      await transport.sendMail({
        from: options.from,
        to: notice.to,
        ...composeReferralOutcome(notice),
      });
    },
    async sendReferralMilestone(notice) {
      await transport.sendMail({
        from: options.from,
        to: notice.to,
        ...composeReferralMilestone(notice),
      });
    },
  };
}
