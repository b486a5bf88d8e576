/**
 * From the `openings` content collection (src/content.config.ts) to the openings the site
 * builds: only those still open on the build's date (an expired opening gets no card, no page
 * and no sitemap entry), newest first, with their pay written out. Pure: src/lib/careers/openings.ts
 * feeds it the collection, the tests feed it fixtures.
 */
import type { OpeningFrontmatter } from "./opening-frontmatter";

/**
 * Where the openings live (the collection's base).
 * @public Read by src/content.config.ts, which `knip --production` does not read.
 */
export const OPENINGS_DIR = "src/content/openings";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The glob loader's id for an opening file: "lpn.md" -> "lpn", its URL's last part.
 * @public Read by src/content.config.ts, which `knip --production` does not read.
 */
export function openingSlugFromFileName(fileName: string): string {
  const slug = fileName.replace(/\.md$/, "");
  if (!SLUG.test(slug)) {
    throw new Error(
      `Bad opening file name ${OPENINGS_DIR}/${fileName}: expected {slug}.md in lower case with hyphens`,
    );
  }
  return slug;
}

export type Opening = OpeningFrontmatter & {
  slug: string;
  /** The description (the Markdown body) as HTML. */
  html: string;
};

/** What the collection holds for one opening. */
export type OpeningEntry = { id: string; data: OpeningFrontmatter; rendered?: { html: string } };

export function toOpening({ id, data, rendered }: OpeningEntry): Opening {
  if (!rendered?.html.trim()) {
    throw new Error(`Opening ${OPENINGS_DIR}/${id}.md has no description (the Markdown body)`);
  }
  return { ...data, slug: id, html: rendered.html };
}

/** The date (YYYY-MM-DD) in Chicago at `now`: the day the agency's postings count in. */
export function chicagoDate(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Chicago",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/**
 * Still open on `today` (YYYY-MM-DD): applications are taken through `validThrough`.
 * @internal Exported for its test.
 */
export const isOpen = (opening: Pick<Opening, "validThrough">, today: string): boolean =>
  opening.validThrough >= today;

/** The openings still open on `today`, newest posting first (then by title). */
export function currentOpenings<T extends Pick<Opening, "validThrough" | "datePosted" | "title">>(
  openings: readonly T[],
  today: string,
): T[] {
  return openings
    .filter((opening) => isOpen(opening, today))
    .sort(
      (a, b) => b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title, "en"),
    );
}

export const formatUsd = (amount: number): string =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);

const PER = { hour: "an hour", visit: "a visit", year: "a year" } as const;

/** "$38 to $44 an hour", "$70 a visit" (one amount when min and max agree). */
export function payText(pay: OpeningFrontmatter["pay"]): string {
  const range =
    pay.min === pay.max ? formatUsd(pay.min) : `${formatUsd(pay.min)} to ${formatUsd(pay.max)}`;
  return `${range} ${PER[pay.per]}`;
}

/**
 * For pay per visit, the hourly range it comes to (whole dollars, rounded down at the low end
 * and up at the high end, so the range holds the exact values): pay / hours per visit.
 */
export function hourlyEstimate(
  pay: OpeningFrontmatter["pay"],
): { min: number; max: number; hoursPerVisit: number } | undefined {
  if (pay.per !== "visit" || !pay.hoursPerVisit) return undefined;
  return {
    min: Math.floor(pay.min / pay.hoursPerVisit),
    max: Math.ceil(pay.max / pay.hoursPerVisit),
    hoursPerVisit: pay.hoursPerVisit,
  };
}
