/**
 * Words of the job openings (/careers's list and filters, /careers/{slug}): the disciplines and
 * employment types an opening's frontmatter may name (src/content/openings/*.md, the schema is
 * src/lib/careers/opening-frontmatter.ts) and the copy around them. How to apply reads the
 * registry (./careers `applyCopy`) until the application form comes.
 */

export const disciplines = [
  { id: "nursing", label: "Nursing" },
  { id: "therapy", label: "Therapy" },
  { id: "aide", label: "Home health aides" },
  { id: "office", label: "Office and intake" },
] as const;

/** schema.org's employment types (JobPosting `employmentType`), with the words a page shows. */
export const employmentTypes = [
  { id: "FULL_TIME", label: "Full-time" },
  { id: "PART_TIME", label: "Part-time" },
  { id: "PER_DIEM", label: "Per diem (as needed)" },
] as const;

export const openingsCopy = {
  eyebrow: "Now hiring",
  title: "Open Positions",
  description:
    "Every posting shows its pay range, benefits and the counties its visits cover. Openings leave this list on the last day they accept applications.",
  filtersLegend: "Filter openings",
  disciplineLabel: "Discipline",
  countyLabel: "County",
  any: "All",
  count: (shown: number, total: number) =>
    shown === total ? `${total} open positions` : `${shown} of ${total} open positions`,
  none: "No opening matches these filters. Choose All to see every opening, or call us: we hire for other roles throughout the year.",
  empty: "No positions are posted right now. We hire throughout the year: send us your résumé.",
  view: "View the opening",
  closesLabel: "Apply by",
  sample: "Sample opening",
} as const;

export const openingPageCopy = {
  crumbLabel: "Careers",
  payTitle: "Pay",
  hourlyEstimate: (low: string, high: string, hours: string) =>
    `About ${low} to ${high} an hour, estimated: the pay per visit divided by ${hours} hours, the average time a visit takes with the drive and the notes.`,
  benefitsTitle: "Benefits",
  mileageTitle: "Mileage",
  datesTitle: "Dates",
  posted: "Posted",
  closes: "Apply by",
  scheduleTitle: "Schedule",
  countiesTitle: "Counties",
  requirementsTitle: "Requirements",
  descriptionTitle: "About the role",
  applyTitle: "How to apply",
  applyText:
    "Email us your résumé with this position's title in the subject, or call us to talk it over. We read every application and contact you about next steps.",
  sampleNote:
    "This is a sample posting: it shows how our openings will look. Call us to hear which positions are open today.",
  allOpenings: "All open positions",
  /** /careers/{slug} of an opening that has closed (or never existed): the 404 page's message. */
  notFound: {
    title: "This position is no longer open",
    text: "The opening you are looking for has closed or was removed. See the positions we are hiring for now.",
    back: "See open positions",
    backHref: "/careers#openings",
  },
  footerCta: {
    title: "See open positions",
    text: "Nurses, therapists, aides and office staff: see the positions we are hiring for now, with their pay, benefits and counties.",
    link: { label: "See open positions", href: "/careers#openings" },
  },
} as const;
