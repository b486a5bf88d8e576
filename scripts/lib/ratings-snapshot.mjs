/**
 * Pure logic of `node scripts/ratings-snapshot.mjs` (see there): from the two CSV files of
 * Medicare's Provider Data Catalog to the agency's ratings snapshot,
 * src/content/ratings/care-compare.json.
 *
 *   6jpm-sxkc "Home Health Care Agencies": "Quality of patient care star rating" and
 *             "Footnote for quality of patient care star rating"
 *   ccn4-8vby "Home Health Care - Patient Survey (HHCAHPS)": "HHCAHPS Survey Summary Star
 *             Rating" and "HHCAHPS Survey Summary Star Rating Footnote"
 *
 * Both are keyed by "CMS Certification Number (CCN)". Where Medicare gives no rating it writes
 * "-" or "Not Available" and says why in the footnote column.
 */

const CCN_COLUMN = "CMS Certification Number (CCN)";
const COLUMNS = {
  agencies: {
    name: "Provider Name",
    stars: "Quality of patient care star rating",
    footnote: "Footnote for quality of patient care star rating",
  },
  survey: {
    stars: "HHCAHPS Survey Summary Star Rating",
    footnote: "HHCAHPS Survey Summary Star Rating Footnote",
  },
};

/** The Care Compare page of one home health agency. */
const careCompareUrl = (ccn) => `https://www.medicare.gov/care-compare/details/home-health/${ccn}`;

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF) as rows of fields. */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && body[i + 1] === "\n") i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ""));
}

/** The row of `ccn` as { column: value }; throws naming the file when a column or the row is missing. */
function rowFor(text, ccn, columns, label) {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new Error(`${label}: the file is empty`);
  const names = header.map((name) => name.trim());
  for (const column of [CCN_COLUMN, ...columns]) {
    if (!names.includes(column)) throw new Error(`${label}: no column "${column}"`);
  }
  const at = names.indexOf(CCN_COLUMN);
  // The catalog writes CCNs as text with leading zeros; a spreadsheet may have dropped them.
  const found = rows.find((cells) => (cells[at] ?? "").trim().padStart(6, "0") === ccn);
  if (!found) throw new Error(`${label}: no row for CCN ${ccn}`);
  return Object.fromEntries(names.map((name, index) => [name, (found[index] ?? "").trim()]));
}

/** A star rating from 1 to 5 in half stars, or null where Medicare gives none ("-", "Not Available"). */
export function starsOf(value) {
  const number = Number(value);
  if (value === "" || !Number.isFinite(number)) return null;
  if (number < 1 || number > 5 || number * 2 !== Math.round(number * 2)) {
    throw new Error(`A star rating must be 1 to 5 in half stars, not "${value}"`);
  }
  return number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One rating: its stars, or null with Medicare's footnote saying why (the footnote is kept either way). */
const rating = (row, columns) => ({
  stars: starsOf(row[columns.stars] ?? ""),
  footnote: row[columns.footnote] || null,
});

/**
 * The snapshot of `ccn` from the two CSV texts; `released` is the catalog's release date of the
 * files (YYYY-MM-DD, shown on each dataset's page).
 */
export function buildSnapshot({ ccn, agenciesCsv, surveyCsv, released }) {
  if (!/^\d{6}$/.test(ccn ?? "")) throw new Error(`The CCN must be six digits, not "${ccn}"`);
  if (!ISO_DATE.test(released ?? "")) {
    throw new Error(`The release date must be written YYYY-MM-DD, not "${released}"`);
  }
  const agency = rowFor(agenciesCsv, ccn, Object.values(COLUMNS.agencies), "agencies CSV");
  const survey = rowFor(surveyCsv, ccn, Object.values(COLUMNS.survey), "HHCAHPS CSV");
  return {
    sample: false,
    ccn,
    providerName: agency[COLUMNS.agencies.name],
    released,
    datasets: ["6jpm-sxkc", "ccn4-8vby"],
    careCompareUrl: careCompareUrl(ccn),
    quality: rating(agency, COLUMNS.agencies),
    survey: rating(survey, COLUMNS.survey),
  };
}
