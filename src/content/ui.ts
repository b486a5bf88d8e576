/** Small labels several components share (kept out of components, like all copy). */
export const uiCopy = {
  step: (n: number) => `Step ${n}`,
  credentials: "Our credentials",
  planDetails: "Plan details",
  /** Completes a generic link text for screen readers: "Learn more" + " about X". */
  about: (name: string) => ` about ${name}`,
  call: "Call",
} as const;
