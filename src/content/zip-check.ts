/**
 * Copy of the ZIP or town check (issue 14 §2), on the home page's first screen, /service-areas
 * and /contact. Answers name the counties from `counties.ts` and when the first visit can be
 * there (`promises.ts`: the county figure is the first visit's, not the call back's); the
 * phone number comes from `siteConfig` (the component makes it a `tel:` link).
 */
import { countyCount, countyTitle, type ResponseTime } from "./counties";
import { formatList } from "./format";
import { firstVisitHours, promiseCopy } from "./promises";

type NamedCounty = { name: string; responseTime: ResponseTime };

/**
 * "First visit within 24 hours." or "First visit within 24 hours in Cook; within 48 hours in
 * Kane.": when care can start, never "we respond" (the call back is counted in office hours).
 */
function responseText(counties: readonly NamedCounty[]): string {
  const times = [...new Set(counties.map((county) => county.responseTime))];
  const [first] = times;
  if (!first) return "";
  if (times.length === 1) return `${promiseCopy.firstVisitTitle(first)}.`;
  const parts = times.map(
    (time) =>
      `within ${firstVisitHours[time]} hours in ${formatList(counties.filter((c) => c.responseTime === time).map((c) => c.name))}`,
  );
  return `First visit ${parts.join("; ")}.`;
}

/** "Cook County" or "Cook, Lake and Kane counties". */
const countiesText = (names: readonly string[]) =>
  names.length === 1 ? countyTitle(names[0] ?? "") : `${formatList(names)} counties`;

export const zipCheckCopy = {
  title: "Do we serve your area?",
  label: "ZIP code or town",
  hint: "For example 60090 or Wheeling",
  button: "Check",
  /** The search landmark's name. */
  regionLabel: "Check your ZIP code or town",
  errors: {
    empty: "Enter a ZIP code, like 60090, or a town, like Wheeling",
    "zip-digits": "A ZIP code has 5 digits, like 60090",
    characters: "Enter a ZIP code in numbers, like 60090, or a town name in letters",
    "unknown-town":
      "We could not find that town near our area. Check the spelling, or enter your ZIP code",
  },
  answers: {
    /** `ranked`: `counties` largest share of the place's people first (a ZIP, not a town). */
    served: (place: string, counties: readonly NamedCounty[], ranked: boolean) => {
      const names = counties.map((county) => county.name);
      const first = names[0] ?? "";
      if (names.length === 1)
        return `Yes, we serve ${place}, in ${countyTitle(first)}. ${responseText(counties)}`;
      const where = ranked
        ? `mainly in ${countyTitle(first)} and partly in ${countiesText(names.slice(1))}`
        : `in ${countiesText(names)}`;
      return `Yes, we serve ${place}. It lies ${where}, and we serve all of them. ${responseText(counties)}`;
    },
    partly: (place: string, counties: readonly NamedCounty[], others: readonly string[]) =>
      `${place} is partly in ${countiesText(counties.map((c) => c.name))}, which we serve, and partly in ${formatList(others)}, which we don't. Call us to check your address.`,
    "not-served": (place: string, others: readonly string[]) =>
      `${place} is in ${formatList(others)}, outside the ${countyCount} counties we serve. Call us to ask anyway.`,
    unlisted: (place: string) =>
      `${place} is not on our list of ZIP codes: it may be a PO box or business ZIP code. Call us and we will check your address.`,
    outside: (place: string) =>
      `${place} is outside the ${countyCount} counties we serve. Call us to ask anyway.`,
  },
  call: "Call",
  /** After a "yes": the contact form, which the check fills with the ZIP code or town. */
  requestCare: { label: "Request care", href: "/contact#contact-form-title" },
  /** Shown under the field: the ten counties, for everyone, and the only list without JavaScript. */
  countiesSummary: `See the ${countyCount} counties we serve`,
  responseLabel: (time: ResponseTime) => promiseCopy.firstVisitWithin(time),
  mapLink: { label: "Service areas and map", href: "/service-areas" },
  noScript: "This check needs JavaScript. See the counties we serve, or call us:",
  /** When the list cannot be fetched (offline, a failed download): never a blank, the phone. */
  unavailable:
    "We could not load our list of ZIP codes just now. Call us and we will check your address:",
  /** The data's source, which its licence (CC BY 4.0) asks us to credit. */
  credit: {
    label: "ZIP data: SimpleMaps (CC BY 4.0)",
    href: "https://simplemaps.com/data/us-zips",
  },
} as const;
