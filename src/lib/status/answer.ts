/**
 * The status page's reading of `POST /api/v1/status`'s answer (src/shared/wire/status.ts).
 * By hand, not with the wire's zod schema: the page's island stays a few kilobytes. The answer
 * is treated as hostile (a proxy, a bug, a future server): only own properties are read, every
 * string is bounded, a date that does not parse is dropped, a code is kept as a string for the
 * page to look up in its own words (an unknown one gets a neutral sentence, never a crash and
 * never the code itself on screen).
 */

export type StatusData = {
  reference: string;
  formType: string;
  status: string;
  receivedAt: Date;
  contactedAt: Date | null;
  closedAt: Date | null;
  outcome: string | null;
  decision: { outcome: string; reason: string | null; at: Date | null } | null;
  milestones: { kind: string; date: string | null; at: Date | null }[];
  note: { code: string; at: Date | null } | null;
  additions: Date[];
  expiresAt: Date | null;
};

/** A reference as the intake makes them (`BC-…`): anything else is not shown. */
const REFERENCE = /^[A-Za-z0-9-]{1,40}$/;
const CODE = /^[a-z_]{1,40}$/;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** More entries than any request has: a longer list is cut, not rendered by the thousand. */
const MAX_ENTRIES = 50;

type Bag = Record<string, unknown>;

const isBag = (value: unknown): value is Bag =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An own property only: `__proto__`, `constructor` and the like are never read through. */
const own = (bag: Bag, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(bag, key) ? bag[key] : undefined;

const code = (value: unknown): string | null =>
  typeof value === "string" && CODE.test(value) ? value : null;

function time(value: unknown): Date | null {
  if (typeof value !== "string" || value.length > 40) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A `YYYY-MM-DD` that is a real day (not 2026-02-31), or null.
 * @internal Exported for its test.
 */
export function calendarDay(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = CALENDAR_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? value
    : null;
}

const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value.slice(0, MAX_ENTRIES) : [];

function decisionOf(value: unknown): StatusData["decision"] {
  if (!isBag(value)) return null;
  const outcome = code(own(value, "outcome"));
  if (!outcome) return null;
  return { outcome, reason: code(own(value, "reason")), at: time(own(value, "at")) };
}

function noteOf(value: unknown): StatusData["note"] {
  if (!isBag(value)) return null;
  const noteCode = code(own(value, "code"));
  return noteCode ? { code: noteCode, at: time(own(value, "at")) } : null;
}

/**
 * The answer as the page uses it, or null when it is not one (no reference, no received
 * time): the page then says it could not read it and gives the phone.
 */
export function readStatusAnswer(body: unknown): StatusData | null {
  if (!isBag(body)) return null;
  const reference = own(body, "reference");
  const receivedAt = time(own(body, "receivedAt"));
  if (typeof reference !== "string" || !REFERENCE.test(reference) || !receivedAt) return null;
  const milestones = list(own(body, "milestones")).flatMap((entry) => {
    if (!isBag(entry)) return [];
    const kind = code(own(entry, "kind"));
    return kind
      ? [{ kind, date: calendarDay(own(entry, "date")), at: time(own(entry, "at")) }]
      : [];
  });
  return {
    reference,
    formType: code(own(body, "formType")) ?? "",
    status: code(own(body, "status")) ?? "",
    receivedAt,
    contactedAt: time(own(body, "contactedAt")),
    closedAt: time(own(body, "closedAt")),
    outcome: code(own(body, "outcome")),
    decision: decisionOf(own(body, "decision")),
    milestones,
    note: noteOf(own(body, "note")),
    additions: list(own(body, "additions")).flatMap((entry) => time(entry) ?? []),
    expiresAt: time(own(body, "expiresAt")),
  };
}

/** A word for `key` from `words`, only if `words` has it as its own (a code is never shown). */
export function wordFor<T>(words: Readonly<Record<string, T>>, key: string | null, fallback: T): T {
  const word = key !== null && Object.hasOwn(words, key) ? words[key] : undefined;
  return word === undefined ? fallback : word;
}
