/**
 * What the inbox says of what a visitor sent later through the status link (issue 31): the
 * request view's panel (src/components/inbox/request-additions.tsx) and the list's badge. The
 * inbox is in English only.
 */
export const inboxAdditionsCopy = {
  /** One addition's heading, with its exact time. */
  title: (time: string) => `Sent later through the status link, ${time}`,
  files: (time: string) => `Files sent later, ${time}`,
  noMessage: "No message: files only.",
  opening: "Opening…",
  undisplayable:
    "This addition cannot be shown here. The request and its other parts are not affected.",
  /** The request's history: the audit row of an addition (no content, just that it came). */
  history: "the visitor sent more through the status link",
  /** The list's badge: sent more after the signed-in person last opened the request. */
  updated: "Updated",
  updatedHint: "Sent more through the status link since you last opened it",
  /** What a screen reader hears after "Updated". */
  updatedSpoken: ": sent more through the status link since you last opened it",
} as const;
