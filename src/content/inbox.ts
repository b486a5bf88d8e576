/**
 * Words of the staff inbox (/inbox, src/components/inbox/). Staff-facing; nothing here is shown
 * on a public page.
 */
export const inboxCopy = {
  metaTitle: "Staff inbox",
  metaDescription: "The agency's staff inbox for requests sent through the website.",
  needsJavaScript:
    "The staff inbox needs JavaScript: requests are decrypted in this browser, never on the server. Turn JavaScript on, or use a browser that runs it, then reload this page.",
  signIn: {
    title: "Staff inbox",
    intro:
      "Sign in with your passkey. Requests open only in this browser, with keys that never leave it.",
    button: "Sign in with a passkey",
    busy: "Waiting for your passkey…",
    reloaded: "Reloading or leaving the page signs you out: the keys live only in the open page.",
    idle: "You were signed out after 15 minutes without activity.",
    ended: "Your session ended. Sign in again.",
    signedOut: "You are signed out.",
  },
  enrol: {
    title: "Set up your passkey",
    intro: (name: string, role: string) =>
      `Welcome, ${name}. You are invited as ${role === "admin" ? "an administrator" : "a staff member"}. Create a passkey on this device: it signs you in and protects your key to the requests.`,
    button: "Create my passkey",
    busy: "Waiting for your passkey…",
    invalid: "This invitation link is not valid any more. Ask an administrator for a new one.",
    deviceKey:
      "This passkey cannot protect a key by itself, so your key is kept in this browser: use this browser for the inbox, or ask an administrator to grant access on another device.",
  },
  idle: {
    title: "You will be signed out in a minute",
    text: "The inbox signs out after 15 minutes without activity, to protect the requests.",
    stay: "Stay signed in",
  },
  signOut: "Sign out",
  nav: {
    label: "Inbox",
    requests: "Requests",
    staff: "Staff",
    audit: "Audit",
    retention: "Retention",
    settings: "My settings",
  },
} as const;

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** The workspace's views. */
export const inboxViewCopy = {
  loading: "Loading the inbox…",
  announcer: "Announcements",
  signOutOf: (name: string) => `${inboxCopy.signOut}: ${name}`,
  keySetup: {
    title: "No key to the requests yet",
    noMemberKey:
      "This browser holds none of your member keys: sign in with the passkey you enrolled.",
    askAdmin: "Ask an administrator to grant you access: they do it from the Staff page.",
    intro:
      "Import the agency identity file (it starts with AGE-SECRET-KEY-1). A new key is registered and granted to your own member key; the file itself is not sent anywhere.",
    file: "Identity file",
    paste: "Or paste it",
    recovery: "This is the recovery key (read with it for this session only)",
    submit: "Import the key",
    empty: "Choose the identity file or paste it first.",
    label: "Agency key",
    imported: "The key was imported. Requests sealed to it now open.",
    setUp:
      "The agency key is set up. Now print the recovery identity and lock it away: it is the only way back in if every passkey is lost.",
  },
  list: {
    title: "Requests",
    oldest: (age: string) => `Oldest unanswered: ${age}`,
    allAnswered: "Every request has been answered.",
    failures: (count: number) =>
      `${count} ${plural(count, "notification e-mail", "notification e-mails")} could not be sent after three tries: staff may not know of new requests. Check the mail settings (SMTP_URL) and watch this list.`,
    none: "No request matches these filters.",
    label: "Requests, newest first",
    more: "Show older requests",
    unread: " (unread)",
    received: "Received ",
    assigned: (name: string) => `Assigned to ${name}`,
    unassigned: "Not assigned",
    overdue: "Overdue",
    loadFailed: "The list did not load.",
    arrived: (count: number) => `${count} new ${plural(count, "request", "requests")}`,
    filters: "Filter the requests",
    status: "Status",
    anyStatus: "Any status",
    type: "Type",
    anyType: "Any type",
    assignee: "Assignee",
    anyone: "Anyone",
    me: "Assigned to me",
    noOne: "Not assigned",
  },
  request: {
    title: (reference: string) => `Request ${reference}`,
    back: "Back to the requests",
    received: "Received ",
    spanish: "Spanish",
    failed: "The request did not open.",
    history: "History",
    attachments: "Files",
    download: (name: string) => `Download ${name}`,
    downloading: "Opening the file…",
    downloadFailed: "The file did not open. Try again.",
    historyEntry: (who: string, action: string) => `: ${who} (${action.replace(/_/g, " ")})`,
    shortRecipient: (recipient: string) => `${recipient.slice(0, 16)}…`,
    service: "The service",
    encryption: "Encryption",
    openedWith: (name: string) => `Opened with ${name}.`,
    sealedTo: (name: string) => `Sealed to ${name} `,
    recovery: " (recovery)",
    unregistered: "an unregistered key",
    retired:
      "This request was sealed to a retired key: the website still uses it. Put the current agency key in INTAKE_RECIPIENTS and rebuild the site.",
    actions: "Actions",
    assignToMe: "Assign to me",
    assigned: "Assigned to you.",
    contacted: "Mark contacted",
    markedContacted: "Marked contacted.",
    reopen: "Reopen",
    reopened: "Reopened as contacted.",
    print: "Print",
    outcome: "Outcome",
    chooseOutcome: "Choose an outcome",
    outcomeMissing: "Choose an outcome to close the request.",
    close: "Close request",
    closed: "Request closed.",
    notes: "Notes",
    noNotes: "No notes yet.",
    someone: "Someone",
    noteBy: (name: string) => `${name}, `,
    unreadableNote: "This note cannot be opened with the keys held here.",
    addNote: "Add a note",
    noteMissing: "Write the note first.",
    saveNote: "Add note",
    noteAdded: "Note added.",
  },
  staff: {
    title: "Staff",
    list: "Staff members",
    invite: "Invite a colleague",
    name: "Name",
    nameMissing: "Enter the colleague's name.",
    role: "Role",
    roles: { staff: "Staff", admin: "Administrator" },
    create: "Create invitation",
    ready: "Invitation link ready to copy.",
    link: (until: string) => `Invitation link (valid once, until ${until})`,
    copy: "Copy the link",
    copied: "Link copied.",
    roleNote: (role: string) => (role === "admin" ? " (administrator)" : " (staff)"),
    disabled: "Disabled",
    keys: (count: number, kinds: string[]) =>
      `${count} member ${plural(count, "key", "keys")}${kinds.length ? ` (${kinds.join(", ")})` : ""}.`,
    passkeyKind: "passkey",
    deviceKind: "key in one browser",
    holds: (labels: string[]) => `Holds: ${labels.length ? labels.join(", ") : "no agency key"}.`,
    someKey: "a key",
    grant: "Grant access",
    granted: (name: string, count: number) =>
      `${name} was granted access (${count} ${plural(count, "grant", "grants")}).`,
    disable: "Disable",
    confirmDisable: (name: string) =>
      `Disable ${name}? Their sessions, member keys and grants are deleted at once.`,
    wasDisabled: (name: string) => `${name} was disabled.`,
    forName: (name: string) => ` ${name}`,
    rotation: "Key rotation",
    rotateWhy:
      "The person you disabled may have kept a copy of the agency key. Rotate it: a new key for new requests, granted to everyone still active. Old requests stay readable.",
    rotate: "Rotate the agency key",
    rotatedLabel: (date: string) => `Agency key ${date}`,
    rotated: "A new agency key is in use. Put its recipient in INTAKE_RECIPIENTS.",
    newRecipient:
      "Put this recipient in INTAKE_RECIPIENTS (with the recovery recipient) and rebuild the site. Until then the site seals requests to the retired key.",
  },
  settings: {
    title: "My settings",
    notify: "E-mail me when a request arrives",
    notifyHint: "The e-mail says only the reference, the form type and the inbox link.",
    address: (email: string | null) =>
      email ? ` It goes to ${email}.` : " No address is on file yet: ask an administrator.",
    on: "E-mail notifications on.",
    off: "E-mail notifications off.",
    passkeys: "Passkeys",
    passkeysWhy:
      "Add a passkey on another device or security key, so losing one does not lock you out.",
    add: "Add a passkey",
    added: "Passkey added. It opens the requests too.",
  },
  audit: {
    title: "Audit",
    verified: "The audit chain verifies: each row links to the one before it.",
    head: (head: string) =>
      `Head (last row and its hash): ${head}. Compare it with the daily e-mail: a smaller number or another hash means rows were cut from the end or rewritten.`,
    broken: (row: string) =>
      `The audit chain is broken at row ${row}: a row was changed or removed.`,
    rows: "Audit rows",
    when: "When",
    who: "Who",
    what: "What",
    subject: "Subject",
    more: "Show older rows",
  },
  retention: {
    title: "Retention",
    rule: (days: number) =>
      `Closed requests are deleted ${days} days after closing. These go in the next 7 days: print what must be kept in the patient record first.`,
    none: "Nothing is due for deletion in the next 7 days.",
    deletedOn: (type: string, date: string) => ` (${type}): deleted on ${date}`,
  },
} as const;
