/**
 * Pure logic of `npm run launch-check` (scripts/launch-check.mjs): which facts are still
 * placeholders in the sources (`placeholder("id", value, note)` calls, src/shared/placeholder.ts),
 * which built pages show each one (`data-placeholder="id"` in out/), and whether the
 * services-and-limits page's review date (`<time data-last-reviewed datetime="YYYY-MM-DD">`,
 * 42 CFR 484.105(i): reviewed at least yearly) is less than a year old.
 */

/**
 * The source with its comments blanked (newlines kept, so line numbers and offsets stay);
 * strings and template literals are kept, or blanked too (inside their quotes) with
 * `blankStrings`.
 */
export function stripComments(source, blankStrings = false) {
  let out = "";
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === "/" && next === "/") {
      while (i < source.length && source[i] !== "\n") {
        out += " ";
        i += 1;
      }
    } else if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += source.slice(i, stop).replace(/[^\n]/g, " ");
      i = stop;
    } else if (c === '"' || c === "'" || c === "`") {
      const stop = stringEnd(source, i);
      const literal = source.slice(i, stop);
      out += blankStrings
        ? literal[0] + literal.slice(1, -1).replace(/[^\n]/g, " ") + literal.slice(-1)
        : literal;
      i = stop;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

/** The index just past the string literal that opens at `start` (quotes and backticks). */
function stringEnd(source, start) {
  const quote = source[start];
  let i = start + 1;
  while (i < source.length) {
    const c = source[i];
    if (c === "\\") i += 2;
    else if (c === quote) return i + 1;
    else if (quote === "`" && c === "$" && source[i + 1] === "{") {
      i = bracketEnd(source, i + 1);
    } else if (c === "\n" && quote !== "`") return i;
    else i += 1;
  }
  return i;
}

/** The index just past the bracket group that opens at `start`, skipping strings inside. */
function bracketEnd(source, start) {
  let depth = 0;
  let i = start;
  while (i < source.length) {
    const c = source[i];
    if (c === '"' || c === "'" || c === "`") {
      i = stringEnd(source, i);
      continue;
    }
    if (c === "(" || c === "[" || c === "{") depth += 1;
    if (c === ")" || c === "]" || c === "}") {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
    i += 1;
  }
  return i;
}

/** The top-level arguments of the call whose "(" is at `open`, as trimmed source text. */
function callArguments(source, open) {
  const end = bracketEnd(source, open);
  const inner = source.slice(open + 1, end - 1);
  const args = [];
  let depth = 0;
  let from = 0;
  let i = 0;
  while (i < inner.length) {
    const c = inner[i];
    if (c === '"' || c === "'" || c === "`") {
      i = stringEnd(inner, i);
      continue;
    }
    if (c === "(" || c === "[" || c === "{") depth += 1;
    if (c === ")" || c === "]" || c === "}") depth -= 1;
    if (c === "," && depth === 0) {
      args.push(inner.slice(from, i).trim());
      from = i + 1;
    }
    i += 1;
  }
  const last = inner.slice(from).trim();
  if (last) args.push(last);
  return args;
}

/** The value of a plain string literal ("…", '…', or `…` without ${}), else undefined. */
function stringLiteral(text) {
  const quote = text[0];
  if (quote !== '"' && quote !== "'" && quote !== "`") return undefined;
  if (stringEnd(text, 0) !== text.length || text.length < 2) return undefined;
  const body = text.slice(1, -1);
  if (quote === "`" && body.includes("${")) return undefined;
  if (quote === '"') {
    try {
      return JSON.parse(text);
    } catch {
      // A JavaScript-only escape (\'): fall through to the plain unescape.
    }
  }
  return body.replace(/\\(.)/g, "$1");
}

/** A note given as a constant of the same file (`const NOTE = "…"`), or a literal. */
function noteText(source, arg) {
  const literal = stringLiteral(arg ?? "");
  if (literal !== undefined) return literal;
  if (arg && /^[A-Za-z_$][\w$]*$/.test(arg)) {
    const declared = new RegExp(`\\bconst\\s+${arg}\\s*(?::[^=]+)?=\\s*`).exec(source);
    if (declared) {
      const start = declared.index + declared[0].length;
      const value = stringLiteral(source.slice(start, stringEnd(source, start)));
      if (value !== undefined) return value;
    }
  }
  return "(the note is not a plain string: see the source)";
}

const lineAt = (source, index) => source.slice(0, index).split("\n").length;

/**
 * Every `placeholder(` call in `files` ({ file, text }): its literal id, note, file and line.
 * A call whose id is not a string literal, and an id used twice, are errors.
 */
export function findPlaceholders(files) {
  const placeholders = [];
  const errors = [];
  for (const { file, text } of files) {
    const source = stripComments(text);
    // Calls are looked for in code only (not in strings); their arguments read from `source`.
    const code = stripComments(text, true);
    const call = /(?<![\w$.])placeholder\s*\(/g;
    for (let match = call.exec(code); match; match = call.exec(code)) {
      if (/\bfunction\s+$/.test(code.slice(Math.max(0, match.index - 20), match.index))) continue;
      const line = lineAt(source, match.index);
      const [idArg, , noteArg] = callArguments(source, match.index + match[0].length - 1);
      const id = stringLiteral(idArg ?? "");
      if (id === undefined || id === "") {
        errors.push({ file, line, message: "placeholder( call without a literal id" });
        continue;
      }
      const twin = placeholders.find((entry) => entry.id === id);
      if (twin) {
        errors.push({
          file,
          line,
          message: `placeholder id "${id}" is used twice (also ${twin.file}:${twin.line})`,
        });
        continue;
      }
      placeholders.push({ id, note: noteText(source, noteArg), file, line });
    }
  }
  return { placeholders, errors };
}

/** The page route of a built file: "index.html" → "/", "about/index.html" → "/about". */
export function routeOf(htmlPath) {
  const clean = htmlPath.split("\\").join("/").replace(/^\/+/, "");
  if (clean === "index.html") return "/";
  return `/${clean.replace(/\/index\.html$/, "").replace(/\.html$/, "")}`;
}

/** For each placeholder id, the routes of the built pages ({ route, html }) that show it. */
export function shownOn(pages) {
  const shown = new Map();
  for (const { route, html } of pages) {
    for (const match of html.matchAll(/\bdata-placeholder="([^"]+)"/g)) {
      const routes = shown.get(match[1]) ?? [];
      if (!routes.includes(route)) routes.push(route);
      shown.set(match[1], routes);
    }
  }
  for (const routes of shown.values()) routes.sort();
  return shown;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The services-and-limits page's review date: `{ route, date }` of the first page with a
 * `<time data-last-reviewed datetime="YYYY-MM-DD">`, and the problems (missing, unreadable,
 * more than a year before `today`, a YYYY-MM-DD string).
 */
export function reviewCheck(pages, today) {
  for (const { route, html } of pages) {
    for (const match of html.matchAll(/<time\b[^>]*>/g)) {
      const tag = match[0];
      if (!/\sdata-last-reviewed(?=[\s=>/])/.test(tag)) continue;
      // HTML attribute names are case-insensitive; React writes `dateTime`.
      const date = /\sdatetime="([^"]*)"/i.exec(tag)?.[1];
      const parts = date ? ISO_DATE.exec(date) : null;
      if (!date || !parts) {
        return {
          route,
          date,
          problems: [
            `${route}: the "Last reviewed" date is not written YYYY-MM-DD (${date ?? "none"})`,
          ],
        };
      }
      const due = `${Number(parts[1]) + 1}-${parts[2]}-${parts[3]}`;
      const problems =
        today > due
          ? [
              `${route}: the services and limits were last reviewed ${date}, more than a year ago (42 CFR 484.105(i) asks for a yearly review): review them and update the date`,
            ]
          : [];
      return { route, date, problems };
    }
  }
  return {
    problems: [
      'No built page has the services-and-limits review date (<time data-last-reviewed datetime="YYYY-MM-DD">)',
    ],
  };
}

/**
 * The report: every placeholder with its id, note, file:line and the pages that show it ("not
 * shown" when none; "every page" when all `pageCount` built pages do), then `notes`, the
 * warnings (which never fail) and the problems. `failed` is true when there is a problem, and
 * in production also when any placeholder remains.
 */
export function launchReport({
  placeholders,
  errors,
  shown,
  review,
  production,
  pageCount = 0,
  warnings = [],
  notes = [],
  problems: extraProblems = [],
}) {
  const where = (pages) => {
    if (!pages?.length) return "not shown";
    if (pageCount > 1 && pages.length === pageCount) return `every page (${pageCount})`;
    return pages.join(", ");
  };
  const lines = [];
  if (placeholders.length === 0) lines.push("No placeholders left in src/.");
  else {
    lines.push(
      `${placeholders.length} placeholders still in src/ (the agency must supply or confirm each):`,
    );
    for (const entry of placeholders) {
      const pages = shown.get(entry.id);
      lines.push(
        "",
        `  ${entry.id}  (${entry.file}:${entry.line})`,
        `    ${entry.note}`,
        `    shown on: ${where(pages)}`,
      );
    }
  }
  const problems = [
    ...errors.map((error) => `${error.file}:${error.line}: ${error.message}`),
    ...review.problems,
    ...extraProblems,
  ];
  if (review.date && review.problems.length === 0) {
    lines.push("", `Services and limits last reviewed ${review.date} (${review.route}).`);
  }
  if (notes.length) lines.push("", ...notes);
  if (warnings.length) lines.push("", "Warnings:", ...warnings.map((warning) => `  ${warning}`));
  if (problems.length) lines.push("", "Problems:", ...problems.map((problem) => `  ${problem}`));
  const failed = problems.length > 0 || (production && placeholders.length > 0);
  if (production && placeholders.length > 0) {
    lines.push(
      "",
      `Production build: ${placeholders.length} placeholders remain. Replace each (README, "Before launch") and build again.`,
    );
  }
  return { lines, failed };
}

/**
 * Placeholders that are no build's facts: the sample intake recipients are replaced at run time,
 * when an admin sets up the agency's keys in the inbox (the forms ask the intake who to seal to
 * before each request, GET /api/v1/recipients), or pinned by a build given INTAKE_RECIPIENTS.
 * A build cannot tell whether the inbox has keys, so they are not counted; `intakeRecipientsNote`
 * says where the recipients come from instead, and a SITE_ENV=production server refuses requests
 * while they are the samples (server/api/recipients.ts).
 */
const RUN_TIME_FACTS = new Set(["intake.recipients"]);

/**
 * `placeholders` without those replaced at run time (above).
 * @template {{ id: string }} T
 * @param {readonly T[]} placeholders
 * @returns {T[]}
 */
export function withoutRunTimeFacts(placeholders) {
  return placeholders.filter((entry) => !RUN_TIME_FACTS.has(entry.id));
}

/**
 * The launch check's line on who the forms seal to.
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export function intakeRecipientsNote(env) {
  const pinned = (env.INTAKE_RECIPIENTS ?? "").split(",").filter((item) => item.trim()).length;
  return pinned > 0
    ? `Intake recipients: ${pinned} pinned by INTAKE_RECIPIENTS; keys changed in the inbox reach these pages only when they are built again.`
    : "Intake recipients: the forms ask the intake for the agency's active keys before each request (set up in the inbox, no rebuild); until an admin sets them up they are the public samples, and a SITE_ENV=production server refuses requests.";
}
