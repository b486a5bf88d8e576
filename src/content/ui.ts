/** Small labels several components share (kept out of components, like all copy). */
export const uiCopy = {
  step: (n: number) => `Step ${n}`,
  credentials: "Our credentials",
  planDetails: "Plan details",
  /** Completes a generic link text for screen readers: "Learn more" + " about X". */
  about: (name: string) => ` about ${name}`,
  call: "Call",
  /** The close button of dialogs and of the mobile menu. */
  close: "Close",
  /** Screen-reader suffix of links that open a new tab. */
  newTab: (label: string) => `${label} (opens in a new tab)`,
  /** The breadcrumb trail's navigation name. */
  breadcrumb: "Breadcrumb",
  /** Carousels (APG): what assistive technology calls the region and each slide. */
  carousel: "carousel",
  slide: "slide",
  /** Carousels: a slide's position, and what the live region says after a user's move. */
  slidePosition: (n: number, count: number) => `${n} of ${count}`,
  slideStatus: (kind: "Slide" | "Picture", n: number, count: number, name: string) =>
    `${kind} ${n} of ${count}: ${name}`,
  /** A carousel dot's name. */
  goToSlide: (n: number) => `Go to slide ${n}`,
  /** A testimonial's star rating, read instead of the stars. */
  starRating: (stars: number) => `Rated ${stars} out of 5`,
  /** A testimonial in curly quotes, and who said it ("Son of a patient, Joliet, IL"). */
  quoted: (text: string) => `\u201C${text}\u201D`,
  attribution: (role: string, place: string) => `${role}, ${place}`,
  /** Floating controls. */
  quickContact: "Quick contact",
  followUs: "Follow us",
  emailUs: (email: string) => `Email us at ${email}`,
  callUs: (phone: string) => `Call us at ${phone}`,
  /** Date lines of the legal documents. */
  legalDates: { effective: "Effective Date", revised: "Revised", updated: "Last updated" },
  /** Heading of a legal document's table of contents. */
  legalContents: "On this page",
  /** Form errors (GOV.UK): the summary's heading, and the hidden prefix of each field's error. */
  form: { errorSummaryTitle: "There is a problem", errorPrefix: "Error: " },
} as const;
