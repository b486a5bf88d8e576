/** Small labels several components share (kept out of components, like all copy). */
export const uiCopy = {
  step: (n: number) => `Step ${n}`,
  credentials: "Our credentials",
  planDetails: "Plan details",
  /** Completes a generic link text for screen readers: "Learn more" + " about X". */
  about: (name: string) => ` about ${name}`,
  call: "Call",
  /** Screen-reader suffix of links that open a new tab. */
  newTab: (label: string) => `${label} (opens in a new tab)`,
  /** Carousels: a slide's position, and what the live region says after a user's move. */
  slidePosition: (n: number, count: number) => `${n} of ${count}`,
  slideStatus: (kind: "Slide" | "Photo", n: number, count: number, name: string) =>
    `${kind} ${n} of ${count}: ${name}`,
  /** Floating controls. */
  quickContact: "Quick contact",
  followUs: "Follow us",
  emailUs: (email: string) => `Email us at ${email}`,
  callUs: (phone: string) => `Call us at ${phone}`,
  /** Date lines of the legal documents. */
  legalDates: { effective: "Effective Date", revised: "Revised", updated: "Last updated" },
  /** Form errors (GOV.UK): the summary's heading, and the hidden prefix of each field's error. */
  form: { errorSummaryTitle: "There is a problem", errorPrefix: "Error: " },
} as const;
