/**
 * Copy of the inbox's stage panel (issue 31): what a visitor's status link shows, as staff move
 * it. Staff English only (the inbox is English); the visitor's own words (the stage sentences,
 * the public notes) are the status page's, in src/content/status.ts.
 */
export const inboxStageCopy = {
  title: "What the visitor's status link shows",
  intro:
    "The visitor's private link shows the stage of this request, never its content: the status above, the milestones and the note below.",
  visitorSees: "The visitor sees:",
  quoted: (sentence: string) => `“${sentence}”`,
  noLink:
    "This request has no status link (it was sent before links existed): the visitor sees nothing of what you set here.",
  withdrawnOn: (when: string) =>
    `You withdrew this link on ${when}: the visitor's page says it was withdrawn and gives our phone number.`,
  milestones: {
    title: "Milestones",
    labels: {
      first_visit_scheduled: "First visit scheduled",
      first_visit_completed: "First visit completed",
      interview: "Interview",
    },
    dayOf: (label: string) => `${label}: the day`,
    recorded: (label: string, day: string | null, when: string) =>
      day ? `${label}: ${day} (recorded ${when})` : `${label} (recorded ${when})`,
    record: "Record",
    change: "Change the day",
    markCompleted: "Mark the first visit completed",
    remove: "Remove",
    removeLabel: (label: string) => `Remove “${label}” (recorded by mistake)`,
    dateMissing: "Choose the day first.",
    needsAcceptance: "Accept the referral first: its first visit follows the decision.",
    needsScheduled: "Record the first visit as scheduled before marking it completed.",
    emailTo: (address: string) => `The referrer is e-mailed each first-visit step at ${address}.`,
    noEmail: "The referral gives no e-mail address: call the referrer with the first visit's day.",
    saved: "Milestone recorded.",
    savedSent: "Milestone recorded and e-mailed to the referrer.",
    notConfigured:
      "Milestone recorded. No e-mail was sent: the service has no SMTP server (SMTP_URL). Call the referrer.",
    removed: "Milestone removed.",
  },
  note: {
    title: "Public note",
    hint: "A short line chosen from this list, shown on the visitor's page. There is no free text: it could carry health details.",
    label: "Note on the status page",
    none: "None",
    current: (when: string) => `Shown since ${when}.`,
    save: "Save the note",
    saved: "Note saved.",
    cleared: "Note removed.",
  },
  withdraw: {
    title: "Withdraw the status link",
    text: "If the link reached the wrong person, or the visitor asks: from then on the page says the link was withdrawn and gives our phone number. It cannot be undone, and the visitor gets no new link.",
    button: "Withdraw the status link",
    confirmTitle: "Withdraw this status link?",
    confirmText:
      "Whoever holds the link will no longer see this request's stage. This cannot be undone.",
    confirm: "Withdraw it",
    cancel: "Keep it",
    done: "Status link withdrawn.",
    noLink: "There is no link to withdraw.",
  },
  /** The audit's words for the history (history-words.ts). */
  history: {
    milestone: (label: string) => `milestone: ${label}`,
    milestoneRemoved: (label: string) => `milestone removed: ${label}`,
    milestoneEmail: "first visit e-mailed to the referrer",
    publicNote: "public note changed",
    linkRevoked: "status link withdrawn",
  },
} as const;
