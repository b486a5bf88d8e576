import { inboxAdditionsCopy } from "@/content/inbox-additions";
import { inboxListCopy } from "@/content/inbox-list";
import { inboxReferralCopy } from "@/content/inbox-referral";
import { OUTCOME_LABELS } from "@/shared/forms/outcomes";
import type { HistoryEntry } from "@/shared/wire/inbox-api";
import { STATUS_LABELS } from "./format";
import { own, textOf } from "./payload-text";
import { stageHistoryWords } from "./stage-words";

const words = inboxListCopy.history;

/** A status (and a closing outcome) in words: "Contacted", "Closed (Hired)". */
export function statusWords(status: unknown, outcome?: unknown) {
  const said = own<string>(STATUS_LABELS, textOf(status)) ?? textOf(status);
  const reason = outcome === undefined ? undefined : own<string>(OUTCOME_LABELS, textOf(outcome));
  return reason ? `${said} (${reason})` : said;
}

/**
 * What a history entry did, in words, naming the new status: "status: Closed (Hired)". The
 * detail is the service's audit row (not the visitor's), read defensively all the same.
 */
export function historyWords(entry: HistoryEntry): string {
  const detail = entry.detail;
  switch (entry.action) {
    case "view":
      return words.view;
    case "assign": {
      const assignee = own(detail, "assignee");
      if (!assignee) return words.unassigned;
      return assignee === entry.actor?.id ? words.assignedSelf : words.assigned;
    }
    case "status":
      return words.status(statusWords(own(detail, "to"), own(detail, "outcome")));
    case "note":
      return words.note;
    case "export":
      return words.export;
    case "download":
      return words.download;
    case "referral_outcome": {
      const outcome = textOf(own(detail, "outcome"));
      return words.referralOutcome(own<string>(inboxReferralCopy.outcomes, outcome) ?? outcome);
    }
    case "outcome_email":
      return words.outcomeEmail;
    case "delete":
      return words.delete;
    case "addition":
      return inboxAdditionsCopy.history;
    default:
      return stageHistoryWords(entry) ?? entry.action.replace(/_/g, " ");
  }
}
