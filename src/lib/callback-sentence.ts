/**
 * What the confirmation of a request tells the visitor about the call back: when, from the
 * office's schedule and the time the request was stored (`callbackPromise`), and what to do
 * before then. "A care coordinator will call you today." / "… tomorrow morning." / "… on
 * Monday morning." The office's own zone decides the day, whatever the visitor's clock says.
 * The office's facts come in `office` (the page reads them from agency.ts at build time, so
 * the form islands do not carry the registry).
 */
import { callbackCopy } from "@/content/intake";
import { callbackPromise, type OfficeSchedule } from "@/shared/office-hours";

export type OfficePromise = {
  schedule: OfficeSchedule;
  /** Open office hours within which a request is answered. */
  withinHours: number;
  /** What to do outside office hours (the registry's after-hours line). */
  afterHours: string;
};

/** The sentences the confirmation shows under the reference. */
export function callbackSentences(sentAt: Date, office: OfficePromise) {
  const promise = callbackPromise(office.schedule, sentAt, office.withinHours);
  return {
    when: callbackCopy.when(promise.day, promise.weekday, promise.morning),
    before: office.afterHours,
    emergency: callbackCopy.emergency,
  };
}
