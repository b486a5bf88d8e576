/**
 * Refreshes the agency's Medicare star ratings (src/content/ratings/care-compare.json), which
 * /, /about and /refer show. Medicare's Provider Data Catalog publishes them quarterly; this
 * machine need not reach it: download the two CSV files by hand, then run this script.
 *
 * 1. https://data.cms.gov/provider-data/dataset/6jpm-sxkc ("Home Health Care Agencies") and
 *    https://data.cms.gov/provider-data/dataset/ccn4-8vby ("Home Health Care - Patient Survey
 *    (HHCAHPS)"): "Download full dataset" (CSV) on each, and note the "Released" date shown.
 * 2. node scripts/ratings-snapshot.mjs --ccn 14XXXX --agencies HH_Provider.csv \
 *      --survey HHCAHPS_Provider.csv --released YYYY-MM-DD
 *    (--out FILE writes elsewhere; the default is the snapshot the site reads.)
 * 3. Check the result on Care Compare (the snapshot's careCompareUrl), commit, rebuild.
 *
 * The CCN must be the agency's (credentials.medicareCcn in src/content/agency.ts): the snapshot
 * written here is no longer a sample. `npm run launch-check` warns when the snapshot is more
 * than four months old, and a production build fails then (the catalog refreshes quarterly).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSnapshot } from "./lib/ratings-snapshot.mjs";

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = option("--out") ?? path.join(ROOT, "src/content/ratings/care-compare.json");
const agencies = option("--agencies");
const survey = option("--survey");

if (!agencies || !survey) {
  console.error(
    "Usage: node scripts/ratings-snapshot.mjs --ccn 14XXXX --agencies FILE.csv --survey FILE.csv --released YYYY-MM-DD [--out FILE]",
  );
  process.exit(2);
}

try {
  const snapshot = buildSnapshot({
    ccn: option("--ccn"),
    agenciesCsv: readFileSync(agencies, "utf8"),
    surveyCsv: readFileSync(survey, "utf8"),
    released: option("--released"),
  });
  writeFileSync(out, `${JSON.stringify(snapshot, null, 2)}\n`);
  const show = (r) =>
    r.stars === null ? `no stars (${r.footnote ?? "no footnote"})` : `${r.stars} stars`;
  console.log(
    `${snapshot.providerName} (CCN ${snapshot.ccn}), released ${snapshot.released}: quality of patient care ${show(snapshot.quality)}, patient survey ${show(snapshot.survey)}. Written to ${path.relative(process.cwd(), out)}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
