/**
 * `npm run launch-check`: lists every fact still marked `placeholder("id", value, note)` in src/
 * (its id, note and file), the sample job openings and the sample Medicare ratings
 * (lib/content-samples.mjs), with the built pages in out/ that show each (`data-placeholder="id"`,
 * "not shown" when none); warns when the ratings snapshot is more than four months old (a
 * problem in production); and checks that the services-and-limits page's "Last reviewed" date
 * (`<time data-last-reviewed datetime="YYYY-MM-DD">` in out/) is less than a year old.
 *
 *   node scripts/launch-check.mjs               list; exit 1 on a problem (a placeholder( call
 *                                               without a literal id, an id used twice, the
 *                                               review date missing or over a year old)
 *   node scripts/launch-check.mjs --production  also exit 1 while any placeholder remains
 *                                               (SITE_ENV=production does the same)
 *   node scripts/launch-check.mjs --build       the build's step: in production as above, else a
 *                                               one-line count that never fails the build
 *
 * `--root DIR` checks DIR/src and DIR/out instead of this checkout; `--today YYYY-MM-DD` fixes
 * the date the review is measured against (tests).
 *
 * It also lists the Spanish files awaiting a translator's review (scripts/lib/translation-review.mjs):
 * production fails while any is pending; a Spanish article whose English source changed since
 * it was translated, or a Spanish module without a review state, is a problem at any time.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  findPlaceholders,
  launchReport,
  reviewCheck,
  routeOf,
  shownOn,
  intakeRecipientsNote,
  withoutRunTimeFacts,
} from "./lib/launch-check.mjs";
import { translationLines, translationReview } from "./lib/translation-review.mjs";
import {
  OPENINGS_DIR,
  RATINGS_FILE,
  ratingsCheck,
  sampleOpenings,
} from "./lib/content-samples.mjs";

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};

const ROOT = path.resolve(
  option("--root") ?? path.join(path.dirname(fileURLToPath(import.meta.url)), ".."),
);
const production = args.includes("--production") || process.env.SITE_ENV === "production";
const buildStep = args.includes("--build");
const today = option("--today") ?? new Date().toISOString().slice(0, 10);

/** Every file under `dir` whose name passes `keep`, as paths relative to `dir`. */
function filesUnder(dir, keep) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const isSource = (name) => /\.(ts|tsx|astro|mjs|js)$/.test(name) && !/\.test\.[jt]sx?$/.test(name);
const srcDir = path.join(ROOT, "src");
const sources = filesUnder(srcDir, isSource).map((file) => ({
  file: path.posix.join("src", file.split(path.sep).join("/")),
  text: readFileSync(path.join(srcDir, file), "utf8"),
}));

// SITE_DIR: the build in progress (scripts/build.mjs), or the site `npm start` serves.
const outDir = path.resolve(ROOT, process.env.SITE_DIR || "out");
const pages = filesUnder(outDir, (name) => name.endsWith(".html")).map((file) => ({
  route: routeOf(file),
  html: readFileSync(path.join(outDir, file), "utf8"),
}));

const articlesDir = path.join(srcDir, "content", "blog", "articles");
const markdown = (dir) =>
  filesUnder(dir, (name) => name.endsWith(".md"))
    .filter((file) => !file.includes(path.sep))
    .map((file) => ({
      file: path.posix.join("src/content/blog/articles", path.relative(articlesDir, dir), file),
      text: readFileSync(path.join(dir, file), "utf8"),
    }));
const translations = translationReview({
  modules: sources.filter((source) => source.file.startsWith("src/content/es/")),
  articles: markdown(path.join(articlesDir, "es")),
  english: new Map(markdown(articlesDir).map((article) => [article.file, article.text])),
});
const translated = translationLines(translations, production);
const openingsDir = path.join(ROOT, OPENINGS_DIR);
const openings = filesUnder(openingsDir, (name) => name.endsWith(".md")).map((file) => ({
  file: path.posix.join(OPENINGS_DIR, file.split(path.sep).join("/")),
  text: readFileSync(path.join(openingsDir, file), "utf8"),
}));
const ratingsPath = path.join(ROOT, RATINGS_FILE);
const ratings = ratingsCheck(
  existsSync(ratingsPath) ? JSON.parse(readFileSync(ratingsPath, "utf8")) : undefined,
  today,
  production,
);

const found = findPlaceholders(sources);
const errors = found.errors;
const placeholders = withoutRunTimeFacts([
  ...found.placeholders,
  ...sampleOpenings(openings),
  ...ratings.placeholders,
]);
const review = reviewCheck(pages, today);
if (pages.length === 0) {
  review.problems.unshift("No built page in out/: run `npm run build` first");
}
const { lines, failed } = launchReport({
  placeholders,
  errors,
  shown: shownOn(pages),
  review,
  production,
  pageCount: pages.length,
  warnings: ratings.warnings,
  problems: ratings.problems,
  notes: [
    intakeRecipientsNote(process.env),
    ...(ratings.released
      ? [`Medicare ratings released ${ratings.released} (${RATINGS_FILE}).`]
      : []),
  ],
});

if (buildStep && !production) {
  console.log(
    `\nLaunch check: ${placeholders.length} placeholders remain and ${translations.pending.length} Spanish files await review (\`npm run launch-check\` lists them; a SITE_ENV=production build fails until none is left).\n`,
  );
  for (const warning of ratings.warnings) console.log(`Warning: ${warning}\n`);
  process.exit(0);
}
console.log(`\n${[...lines, ...translated.lines].join("\n")}\n`);
process.exit(failed || translated.failed ? 1 : 0);
