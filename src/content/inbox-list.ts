/**
 * Words of the inbox's list (names, first words, search, sort), the request's history and
 * actions, and the admin-only views. Staff-facing, English only.
 */
export const inboxListCopy = {
  search: "Search the list",
  searchHint:
    "Name, phone, e-mail, ZIP or reference. The search runs in this browser only: nothing you type is sent.",
  sort: "Sort",
  sorts: { due: "Due first", newest: "Newest first", oldest: "Oldest first" },
  listLabel: (sort: string) => `Requests, ${sort.toLowerCase()}`,
  noMatch: "No request in the list matches this search.",
  matches: (count: number) => `${count} ${count === 1 ? "request matches" : "requests match"}`,
  opening: "Opening…",
  /** A row this page holds no key to: reference and type only. */
  cannotOpen: "No key held here opens it",
  noName: "No name given",
  actionsLocked:
    "None of the keys held in this page opens this request, so its actions are off: you cannot answer what you cannot read. Ask an administrator to grant you the key it was sealed to.",
  history: {
    view: "opened it",
    assignedSelf: "took it",
    assigned: "assigned it",
    unassigned: "unassigned it",
    status: (status: string) => `status: ${status}`,
    note: "added a note",
    export: "printed it",
    download: "downloaded a file",
    referralOutcome: (outcome: string) => `referral outcome: ${outcome}`,
    outcomeEmail: "e-mailed the referrer",
    delete: "deleted it (retention)",
  },
  historyEntry: (who: string, what: string) => `: ${who}, ${what}`,
  adminOnly: {
    title: "For administrators",
    text: "This page is for administrators: it lists what only they manage. If you need something from it, ask an administrator.",
    back: "Back to the requests",
  },
  audit: {
    view: "Viewed the request",
    status: (status: string) => `Status: ${status}`,
    preview: (count: number) =>
      `Shown names in the list (${count} ${count === 1 ? "request" : "requests"})`,
  },
} as const;
