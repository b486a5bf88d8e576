/**
 * The agency's two Medicare star ratings (quality of patient care; the HHCAHPS patient survey),
 * from the committed snapshot of Medicare's Provider Data Catalog, ./ratings/care-compare.json,
 * which scripts/ratings-snapshot.mjs refreshes each quarter. Until the agency's CCN is known
 * (credentials.medicareCcn in ./agency) the snapshot is a sample: a placeholder here, marked
 * "Sample" on the page and listed by the launch check (scripts/lib/content-samples.mjs).
 */
import { z } from "zod";
import snapshotJson from "./ratings/care-compare.json";
import type { Fact } from "@/shared/placeholder";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const stars = z
  .number()
  .min(1)
  .max(5)
  .refine((value) => Number.isInteger(value * 2), "stars go in halves");

const rating = z.object({ stars: stars.nullable(), footnote: z.string().min(1).nullable() });

/**
 * The snapshot's shape, as scripts/ratings-snapshot.mjs writes it.
 * @internal Exported for its test.
 */
export const ratingsSnapshotSchema = z.object({
  sample: z.boolean(),
  ccn: z
    .string()
    .regex(/^\d{6}$/)
    .nullable(),
  providerName: z.string().min(1),
  released: z.string().regex(ISO_DATE),
  datasets: z.array(z.string()),
  careCompareUrl: z.url({ protocol: /^https$/ }),
  quality: rating,
  survey: rating,
});

export type RatingsSnapshot = z.infer<typeof ratingsSnapshotSchema>;
export type Rating = RatingsSnapshot["quality"];

/** @internal The snapshot as committed (checked: a bad file fails the build). */
export const ratingsSnapshot: RatingsSnapshot = ratingsSnapshotSchema.parse(snapshotJson);

/**
 * The snapshot as a fact: a placeholder (id "ratings.care-compare", the id the launch check
 * gives it) while it is a sample. Built here rather than by `placeholder()`, whose literal ids
 * the launch check lists whether or not the snapshot is still a sample.
 */
export const medicareRatings: Fact<RatingsSnapshot> = ratingsSnapshot.sample
  ? {
      kind: "placeholder",
      id: "ratings.care-compare",
      value: ratingsSnapshot,
      note: "Sample Medicare star ratings until the agency's own snapshot is written.",
    }
  : ratingsSnapshot;

export const ratingsCopy = {
  eyebrow: "Medicare Care Compare",
  title: "Our ratings, as Medicare publishes them",
  text: "Medicare rates every certified home health agency and publishes the ratings on Care Compare. You can compare us with other agencies there.",
  quality: {
    label: "Quality of patient care",
    about:
      "From the care records Medicare collects: how often patients got better and stayed safe.",
  },
  survey: {
    label: "Patient survey rating",
    about: "From the HHCAHPS survey: what patients said about their care.",
  },
  noStars: "No star rating",
  /** "3.5 out of 5 stars", "1 out of 5 star". */
  stars: (value: number) => `${value} out of 5 ${value === 1 ? "star" : "stars"}`,
  footnoteLabel: "Medicare's note",
  released: (date: string) => `Medicare data released ${date}.`,
  link: "See all our ratings on Medicare Care Compare",
  sampleNote: "Sample ratings: shown until Medicare's ratings for our agency are added.",
} as const;
