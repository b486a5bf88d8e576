/**
 * Office hours as the call-back promise and the inbox's "unanswered" clock compute them: the
 * office's weekly schedule in its own time zone, less its holidays (`holidays.ts`: a holiday
 * counts as a closed day everywhere, in the promise as in the overdue clock). Pure functions
 * of an instant.
 */
import type { OfficeSchedule } from "./facts";
import { isHoliday } from "./holidays";

export type { OfficeSchedule };

type LocalTime = { year: number; month: number; day: number; weekday: number; minutes: number };

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      weekday: "short",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock date and time at `instant` in `timeZone`. */
function localTime(instant: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS.indexOf(String(parts.weekday)),
    minutes: Number(parts.hour) * 60 + Number(parts.minute) + Number(parts.second) / 60,
  };
}

/** The instant at local `minutes` after midnight of the local date (year, month, day). */
function instantAt(date: Pick<LocalTime, "year" | "month" | "day">, minutes: number, zone: string) {
  const guess = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  // The zone's offset at the guess, then once more at the corrected instant (DST edges).
  let instant = guess;
  for (let i = 0; i < 2; i += 1) {
    const local = localTime(new Date(instant), zone);
    const asUtc = Date.UTC(local.year, local.month - 1, local.day, 0, local.minutes);
    instant = guess - (asUtc - instant);
  }
  return new Date(instant);
}

/** The local date `days` after `date` (calendar arithmetic, no time zone involved). */
function addDays(date: Pick<LocalTime, "year" | "month" | "day">, days: number) {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
    weekday: next.getUTCDay(),
  };
}

/** The office opens on this local date: one of its weekdays, and not a holiday. */
function opensOn(schedule: OfficeSchedule, date: Omit<LocalTime, "minutes">): boolean {
  return schedule.weekdays.includes(date.weekday) && !isHoliday(schedule.holidays ?? [], date);
}

/** True while the office is open at `instant`. @internal */
export function isOpen(schedule: OfficeSchedule, instant: Date): boolean {
  const local = localTime(instant, schedule.timeZone);
  return (
    opensOn(schedule, local) &&
    local.minutes >= schedule.opensAt &&
    local.minutes < schedule.closesAt
  );
}

/**
 * The instant `hours` of open office time after `from` (time outside office hours does not
 * count, nor do holidays): the latest a request sent at `from` should be answered.
 */
export function addBusinessHours(schedule: OfficeSchedule, from: Date, hours: number): Date {
  if (schedule.weekdays.length === 0 || schedule.closesAt <= schedule.opensAt) {
    throw new Error("The office schedule has no open hours.");
  }
  let remaining = hours * 60;
  const start = localTime(from, schedule.timeZone);
  for (let offset = 0; offset < 400; offset += 1) {
    const date = addDays(start, offset);
    if (!opensOn(schedule, date)) continue;
    const begin = offset === 0 ? Math.max(start.minutes, schedule.opensAt) : schedule.opensAt;
    const available = schedule.closesAt - begin;
    if (available <= 0) continue;
    if (remaining <= available) return instantAt(date, begin + remaining, schedule.timeZone);
    remaining -= available;
  }
  throw new Error("No office hours within a year.");
}

/** Open office hours between two instants (0 when `to` is before `from`). */
export function businessHoursBetween(schedule: OfficeSchedule, from: Date, to: Date): number {
  let total = 0;
  const start = localTime(from, schedule.timeZone);
  for (let offset = 0; offset < 400; offset += 1) {
    const date = addDays(start, offset);
    const dayStart = instantAt(date, 0, schedule.timeZone);
    if (dayStart.getTime() > to.getTime()) break;
    if (!opensOn(schedule, date)) continue;
    const open = instantAt(date, schedule.opensAt, schedule.timeZone).getTime();
    const close = instantAt(date, schedule.closesAt, schedule.timeZone).getTime();
    const begin = Math.max(open, from.getTime());
    const end = Math.min(close, to.getTime());
    if (end > begin) total += end - begin;
  }
  return total / 3_600_000;
}

/**
 * When a request sent at `sentAt` will be called back, as the visitor is told: the office's
 * deadline (`withinHours` of open time), said as a day relative to the sending day in the
 * office's zone: "today", "tomorrow" (with "morning" when before noon), or a weekday.
 */
export type CallbackPromise = {
  deadline: Date;
  day: "today" | "tomorrow" | "weekday";
  /** 0 = Sunday … 6 = Saturday: the deadline's weekday in the office's zone. */
  weekday: number;
  /** The deadline falls before noon. */
  morning: boolean;
};

export function callbackPromise(
  schedule: OfficeSchedule,
  sentAt: Date,
  withinHours: number,
): CallbackPromise {
  const deadline = addBusinessHours(schedule, sentAt, withinHours);
  const sent = localTime(sentAt, schedule.timeZone);
  const due = localTime(deadline, schedule.timeZone);
  const dayIndex = (date: LocalTime) => Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;
  const days = dayIndex(due) - dayIndex(sent);
  return {
    deadline,
    day: days === 0 ? "today" : days === 1 ? "tomorrow" : "weekday",
    weekday: due.weekday,
    morning: due.minutes < 12 * 60,
  };
}
