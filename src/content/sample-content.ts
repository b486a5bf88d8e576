/**
 * What visitors are told while the site still shows placeholders (see `placeholder.ts`): the
 * words of the "Sample" and "Example" marks and of the quiet site-wide notice, and whether the
 * notice shows at all. None of it appears once every fact below is confirmed.
 */
import * as agency from "./agency";
import { awardFacts } from "./awards";
import { articleAuthors } from "./blog/authors";
import { certificateFacts } from "./certificates";
import { testimonialFacts } from "./home";
import { isPlaceholder } from "@/shared/placeholder";
import { medicareRatings } from "./ratings";
import { siteConfig } from "./site";

export const sampleCopy = {
  /** Laid over a sample award or certificate picture. */
  mark: "Sample",
  /** On each example testimonial card. */
  example: "Example",
  /** The site-wide notice, above the footer, and its landmark's name. */
  noticeLabel: "Sample content",
  notice:
    "This site shows sample content. Figures, Medicare ratings, awards, certificates, patient stories, job openings and article authors are examples until Beyond Care confirms them. Call us for anything you need to rely on.",
} as const;

/**
 * True when `value` is, or holds anywhere inside it, a placeholder.
 * @internal Exported for its test (confirmed facts show no notice).
 */
export function holdsPlaceholder(value: unknown): boolean {
  if (isPlaceholder(value)) return true;
  if (Array.isArray(value)) return value.some((item) => holdsPlaceholder(item));
  if (typeof value === "object" && value !== null) {
    return Object.values(value).some((item) => holdsPlaceholder(item));
  }
  return false;
}

/** The facts visitors see as content; while any is a placeholder, the notice shows. */
const shownFacts = [
  agency,
  awardFacts,
  certificateFacts,
  testimonialFacts,
  articleAuthors,
  siteConfig,
  medicareRatings,
];

export const showsSampleContent: boolean = holdsPlaceholder(shownFacts);
