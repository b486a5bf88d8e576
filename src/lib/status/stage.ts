/**
 * What the status page says about one request, from its answer (answer.ts): the kind, the
 * stage as a sentence, the timeline with dates, the referral's decision, the public note and
 * what happens next. Words come from src/content/status.ts (the Spanish build swaps them);
 * the call-back promise from the office-hours registry, the one the confirmation uses
 * (`callbackPromise`, holidays included), so this page never promises what the office cannot
 * keep. Pure: the clock, the office and the words are arguments.
 */
import { callbackCopy as callbackWords } from "@/content/intake";
import { statusCopy } from "@/content/status";
import type { OfficePromise } from "@/lib/callback-sentence";
import type { Translation } from "@/content/es/translation";
import type { Locale } from "@/lib/locale/locales";
import { referralAnswerWithinHours } from "@/shared/facts";
import { businessHoursBetween, callbackPromise } from "@/shared/office-hours";
import { wordFor, type StatusData } from "./answer";
import { calendarDayText, dayOfText, whenText } from "./dates";

/** The page's words in either language (the Spanish module's type is the English widened). */
type StatusWords = Translation<typeof statusCopy>;

type TimelineEntry = {
  key: string;
  label: string;
  /** A second line (a declined referral's reason, the closing line). */
  detail?: string;
  /** When it happened, in words; null for a step still ahead. */
  at: string | null;
  done: boolean;
};

export type StatusView = {
  reference: string;
  kind: string;
  stage: string;
  closed: boolean;
  /** The closing line of a closed request (its outcome in words). */
  closing: string | null;
  note: string | null;
  timeline: TimelineEntry[];
  next: string;
};

export type StageContext = {
  now: Date;
  office: OfficePromise;
  locale: Locale;
  words?: StatusWords;
  callback?: Translation<typeof callbackWords>;
};

type Group = "patient" | "referral" | "application";
const groupOf = (formType: string): Group =>
  formType === "referral" || formType === "application" ? formType : "patient";

function stageSentence(data: StatusData, group: Group, closed: boolean, words: StatusWords) {
  const stage = words.stage;
  if (closed) return group === "application" ? stage.closedApplication : stage.closed;
  if (data.status === "new") {
    return group === "referral"
      ? stage.newReferral
      : group === "application"
        ? stage.newApplication
        : stage.new;
  }
  if (data.status === "contacted") {
    return group === "referral"
      ? stage.contactedReferral
      : group === "application"
        ? stage.contactedApplication
        : stage.contacted;
  }
  return stage.other;
}

/**
 * The call back still ahead, as the confirmation promised it (a referral's within its own
 * office hours, as /refer says), said from `now`.
 */
function promiseFrom(data: StatusData, group: Group, context: StageContext): string {
  const { office, now } = context;
  const words = context.words ?? statusCopy;
  const callback = context.callback ?? callbackWords;
  const hours = group === "referral" ? referralAnswerWithinHours : office.withinHours;
  const { deadline } = callbackPromise(office.schedule, data.receivedAt, hours);
  if (deadline.getTime() <= now.getTime()) return words.next.overdue;
  // The same deadline, said as a day from today (a Friday-evening request read on Saturday
  // still says Monday): the registry's office hours left until it, from now.
  const from = now.getTime() > data.receivedAt.getTime() ? now : data.receivedAt;
  const left = businessHoursBetween(office.schedule, from, deadline);
  const promise = callbackPromise(office.schedule, from, left);
  return callback.when(promise.day, promise.weekday, promise.morning);
}

function nextSentence(data: StatusData, group: Group, closed: boolean, context: StageContext) {
  const words = context.words ?? statusCopy;
  if (closed) {
    return data.expiresAt
      ? words.next.expires(
          dayOfText(data.expiresAt, context.locale, context.office.schedule.timeZone),
        )
      : words.next.closed;
  }
  if (group === "application") return words.next.application;
  if (data.status === "new" && !data.contactedAt) return promiseFrom(data, group, context);
  if (group === "referral" && data.decision) {
    if (data.decision.outcome === "declined") return words.next.referralDeclined;
    const scheduled = data.milestones.some((entry) => entry.kind === "first_visit_scheduled");
    return scheduled ? words.next.visitScheduled : words.next.referralAccepted;
  }
  return words.next.contacted;
}

function milestoneLabel(kind: string, date: string | null, context: StageContext) {
  const words = (context.words ?? statusCopy).milestones;
  const day = date ? calendarDayText(date, context.locale) : null;
  if (kind === "first_visit_scheduled") return words.firstVisitScheduled(day);
  if (kind === "first_visit_completed") return words.firstVisitCompleted;
  if (kind === "interview") return words.interview(day);
  return words.other;
}

export function describeStatus(data: StatusData, context: StageContext): StatusView {
  const words = context.words ?? statusCopy;
  const zone = context.office.schedule.timeZone;
  const when = (instant: Date | null) => (instant ? whenText(instant, context.locale, zone) : null);
  const group = groupOf(data.formType);
  const closed = data.status === "closed" || data.closedAt !== null;
  const closing = closed
    ? wordFor<string>(words.outcomes, data.outcome, words.outcomes.other)
    : null;
  const middleAt = data.contactedAt ?? data.decision?.at ?? null;
  const middleDone = middleAt !== null || data.status !== "new";

  // Between the first steps and Closed: what happened along the way, oldest first.
  const along: (TimelineEntry & { time: number })[] = [];
  if (group === "referral" && data.decision) {
    const declined = data.decision.outcome === "declined";
    along.push({
      key: "decision",
      label: declined ? words.decision.declined : words.decision.accepted,
      ...(declined
        ? {
            detail: wordFor<string>(
              words.declineReasons,
              data.decision.reason,
              words.declineReasons.other,
            ),
          }
        : {}),
      at: when(data.decision.at),
      done: true,
      time: data.decision.at?.getTime() ?? 0,
    });
  }
  data.milestones.forEach((entry, index) =>
    along.push({
      key: `milestone-${index}`,
      label: milestoneLabel(entry.kind, entry.date, context),
      at: when(entry.at),
      done: true,
      time: entry.at?.getTime() ?? 0,
    }),
  );
  data.additions.forEach((at, index) =>
    along.push({
      key: `added-${index}`,
      label: words.addedMore,
      at: when(at),
      done: true,
      time: at.getTime(),
    }),
  );
  along.sort((a, b) => a.time - b.time);

  const middleLabel =
    group === "referral"
      ? words.timeline.reviewing
      : group === "application"
        ? words.timeline.reviewingApplication
        : words.timeline.called;
  const timeline: TimelineEntry[] = [
    { key: "received", label: words.timeline.received, at: when(data.receivedAt), done: true },
    { key: "middle", label: middleLabel, at: when(middleAt), done: middleDone },
    ...along.map(({ time: _time, ...entry }) => entry),
    {
      key: "closed",
      label: words.timeline.closed,
      ...(closing ? { detail: closing } : {}),
      at: when(data.closedAt),
      done: closed,
    },
  ];
  return {
    reference: data.reference,
    kind: wordFor<string>(words.kinds, data.formType || null, words.kinds.other),
    stage: stageSentence(data, group, closed, words),
    closed,
    closing,
    note: data.note ? wordFor<string>(words.notes, data.note.code, words.notes.other) : null,
    timeline,
    next: nextSentence(data, group, closed, context),
  };
}
