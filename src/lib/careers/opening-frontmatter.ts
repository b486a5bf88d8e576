/**
 * The frontmatter of a job opening (`src/content/openings/{slug}.md`, the body is the
 * description): the schema of the `openings` content collection (src/content.config.ts).
 * Illinois (820 ILCS 112/10(b-25), since 1 January 2025) asks employers of 15 or more to state
 * the pay scale and a general description of the benefits in every posting: `pay` and
 * `benefits` are required. Written with `astro/zod`, as the blog's schema is.
 */
import { z } from "astro/zod";
import { counties } from "@/content/counties";
import { disciplines, employmentTypes } from "@/content/job-openings";
import { isRealIsoDate } from "@/lib/blog/frontmatter";

const text = (field: string) =>
  z
    .string({ required_error: `${field} is required`, invalid_type_error: `${field} must be text` })
    .trim()
    .min(1, `${field} must not be empty`);

/** YAML turns an unquoted 2026-11-10 into a Date (at UTC midnight): take it back to text. */
const isoDate = (field: string) =>
  z.preprocess(
    (value) =>
      value instanceof Date && !Number.isNaN(value.getTime())
        ? value.toISOString().slice(0, 10)
        : value,
    z
      .string({ required_error: `${field} is required` })
      .refine(isRealIsoDate, `${field} must be a real date written YYYY-MM-DD`),
  );

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z.enum(values, {
    errorMap: () => ({ message: `${field} must be one of: ${values.join(", ")}` }),
  });

/** The ids of a list that is never empty, as the tuple `z.enum` takes. */
function ids(entries: readonly { id: string }[]): [string, ...string[]] {
  const [first, ...rest] = entries.map((entry) => entry.id);
  if (first === undefined) throw new Error("An openings enum has no values");
  return [first, ...rest];
}

const countyIds = ids(counties);
const disciplineIds = ids(disciplines);
const employmentTypeIds = ids(employmentTypes);

const money = z.number({ invalid_type_error: "pay amounts must be numbers" }).positive();

/** @public The openings collection's schema (src/content.config.ts, which `knip --production` does not read). */
export const openingFrontmatterSchema = z
  .object({
    title: text("title").max(70, "title must be at most 70 characters"),
    discipline: oneOf(disciplineIds, "discipline"),
    employmentType: oneOf(employmentTypeIds, "employmentType"),
    schedule: text("schedule"),
    pay: z
      .object({
        min: money,
        max: money,
        per: oneOf(["hour", "visit", "year"], "pay.per"),
        /**
         * For pay per visit: the hours one visit takes on average, with the drive and the
         * notes, from which the page estimates an hourly rate (and says so).
         */
        hoursPerVisit: z.number().positive().max(4).optional(),
      })
      .strict()
      .refine((pay) => pay.min <= pay.max, "pay.min must not exceed pay.max")
      .refine(
        (pay) => pay.per !== "visit" || pay.hoursPerVisit !== undefined,
        "pay.hoursPerVisit is required for pay per visit (the hourly estimate)",
      ),
    benefits: text("benefits"),
    mileage: text("mileage"),
    counties: z
      .array(oneOf(countyIds, "each county"))
      .min(1, "counties must name at least one county"),
    requirements: z.array(text("each requirement")).min(1, "requirements must not be empty"),
    datePosted: isoDate("datePosted"),
    validThrough: isoDate("validThrough"),
    /** A sample until the agency posts its own: marked on the page, listed by the launch check. */
    sample: z.boolean().default(false),
  })
  .strict()
  .refine(
    (data) => data.datePosted <= data.validThrough,
    "validThrough must not be before datePosted",
  );

export type OpeningFrontmatter = z.infer<typeof openingFrontmatterSchema>;
