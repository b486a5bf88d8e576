/**
 * The launch check's look at content kept as data rather than as `placeholder(...)` calls:
 * the job openings (src/content/openings/*.md, `sample: true` in the frontmatter until the
 * agency posts its own) and the Medicare ratings snapshot (src/content/ratings/care-compare.json,
 * `"sample": true` until `scripts/ratings-snapshot.mjs` writes the agency's own, and refreshed
 * each quarter: more than four months old is a warning, and a problem in production).
 */

export const OPENINGS_DIR = "src/content/openings";
export const RATINGS_FILE = "src/content/ratings/care-compare.json";
/** The `data-placeholder` id of a sample opening's page and card, and of the sample ratings. */
const openingPlaceholderId = (slug) => `careers.opening.${slug}`;
export const RATINGS_PLACEHOLDER_ID = "ratings.care-compare";
/** Medicare refreshes the catalog quarterly: a month's grace on top. */
const RATINGS_MAX_AGE_MONTHS = 4;

/** The sample openings among `files` ({ file: "src/content/openings/x.md", text }), as placeholders. */
export function sampleOpenings(files) {
  return files.flatMap(({ file, text }) => {
    const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "";
    const line = frontmatter.split(/\r?\n/).findIndex((row) => /^sample:\s*true\s*$/.test(row));
    if (line === -1) return [];
    const slug = file.split("/").pop().replace(/\.md$/, "");
    return [
      {
        id: openingPlaceholderId(slug),
        note: "A sample job opening: replace it with a real one (pay, counties, dates), or delete the file.",
        file,
        line: line + 2,
      },
    ];
  });
}

/** `date` (YYYY-MM-DD) plus `months`, the day kept or clamped to the month's last. */
export function addMonths(date, months) {
  const [year, month, day] = date.split("-").map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return first.toISOString().slice(0, 10);
}

/**
 * The ratings snapshot's part of the report: a placeholder while it is a sample, and its age.
 * `snapshot` is the parsed JSON, or undefined when the file is missing.
 */
export function ratingsCheck(snapshot, today, production) {
  const result = { placeholders: [], warnings: [], problems: [], released: undefined };
  if (!snapshot) {
    result.problems.push(`${RATINGS_FILE} is missing: run scripts/ratings-snapshot.mjs`);
    return result;
  }
  const released = typeof snapshot.released === "string" ? snapshot.released : "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(released)) {
    result.problems.push(`${RATINGS_FILE}: "released" is not a date written YYYY-MM-DD`);
    return result;
  }
  result.released = released;
  if (snapshot.sample === true) {
    result.placeholders.push({
      id: RATINGS_PLACEHOLDER_ID,
      note: "Sample Medicare star ratings: once the agency's CCN is known, write its own with scripts/ratings-snapshot.mjs.",
      file: RATINGS_FILE,
      line: 1,
    });
  }
  const due = addMonths(released, RATINGS_MAX_AGE_MONTHS);
  if (today > due) {
    const message = `${RATINGS_FILE}: the Medicare ratings were released ${released}, more than ${RATINGS_MAX_AGE_MONTHS} months ago: download the current CSVs and run scripts/ratings-snapshot.mjs`;
    (production ? result.problems : result.warnings).push(message);
  }
  return result;
}
