/**
 * The two promises the site makes, kept apart everywhere (issue 31), each worded here once:
 * - when we call back: open office hours, from the registry (`answerWithinHours`,
 *   `referralAnswerWithinHours` in src/shared/facts.ts): "within 2 office hours"; the
 *   confirmation names the day (src/lib/callback-sentence.ts);
 * - when the first visit can be: each county's figure (`responseTime` in counties.ts): "first
 *   visit within 24 hours".
 * No page says "respond" with the county figure, nor promises a call back in numbers of its own
 * (promise-vocabulary.test.ts reads every content module for both). This module imports no
 * facts, so the ZIP check's island carries only these words.
 */
import type { ResponseTime } from "./counties";

/** The county figure in hours: the first visit's promise, never the call back's. */
export const firstVisitHours = {
  "Under 24 hours": 24,
  "Under 48 hours": 48,
} as const satisfies Record<ResponseTime, number>;

export const promiseCopy = {
  /** "within 2 office hours", "within 1 office hour". */
  callBackWithin: (hours: number) => `within ${hours} office hour${hours === 1 ? "" : "s"}`,
  /** "first visit within 24 hours", inside a sentence. */
  firstVisitWithin: (time: ResponseTime) => `first visit within ${firstVisitHours[time]} hours`,
  /** "First visit within 24 hours", on its own (a map key). */
  firstVisitTitle: (time: ResponseTime) => `First visit within ${firstVisitHours[time]} hours`,
  /** The county figure's heading (a table column, a county's details) … */
  firstVisitLabel: "First visit",
  /** … and its value under that heading: "Within 24 hours". */
  firstVisitValue: (time: ResponseTime) => `Within ${firstVisitHours[time]} hours`,
} as const;
