/**
 * What the confirmation of a request tells the visitor about the call back: when, from the
 * office's schedule and the time the request was stored (`callbackPromise`), and what to do
 * before then. "A care coordinator will call you today." / "… tomorrow morning." / "… on
 * Monday morning." The office's own zone decides the day, whatever the visitor's clock says.
 */
import { answerWithinHours, officeHours, officeSchedule } from "@/content/agency";
import { callbackCopy } from "@/content/intake";
import { factValue } from "@/content/placeholder";
import { callbackPromise, type OfficeSchedule } from "./office-hours";

const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];

/** "today", "tomorrow morning", "tomorrow", "on Monday morning", "on Monday". */
export function callbackWhen(
  sentAt: Date,
  schedule: OfficeSchedule = factValue(officeSchedule),
  withinHours: number = answerWithinHours,
): string {
  const promise = callbackPromise(schedule, sentAt, withinHours);
  const part = promise.morning ? " morning" : "";
  if (promise.day === "today") return "today";
  if (promise.day === "tomorrow") return `tomorrow${part}`;
  return `on ${WEEKDAY_NAMES[promise.weekday] ?? ""}${part}`;
}

/** The sentences the confirmation shows under the reference. */
export function callbackSentences(sentAt: Date, schedule?: OfficeSchedule) {
  return {
    when: callbackCopy.when(callbackWhen(sentAt, schedule)),
    before: factValue(officeHours.afterHours),
    emergency: callbackCopy.emergency,
  };
}
