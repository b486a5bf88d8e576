/**
 * "Send more" on the status page (src/components/status/send-more.tsx, issue 31): a message or
 * documents added to a request through its private link, sealed in the page like the request.
 * Spanish twin: src/content/es/status-send.ts.
 */
export const statusSendCopy = {
  title: "Send more for this request",
  intro:
    "Add a message or documents to this request: the signed order, the face-to-face note. They are encrypted in this browser so that only our office can read them, like your request.",
  introNoFiles:
    "Add a message to this request. It is encrypted in this browser so that only our office can read it, like your request.",
  messageLabel: "Message (optional)",
  messageHint: "Up to 2,000 characters. For anything urgent, call us.",
  messageTooLong: (length: number) =>
    `The message is ${length.toLocaleString("en-US")} characters: shorten it to 2,000 or fewer`,
  filesLabel: "Attach files (optional)",
  /** The files each kind of request takes, in words (ATTACHMENT_LIMITS). */
  filesHint: {
    referral: "PDFs or photos (PNG, JPEG, HEIC): up to 8 files, 10 MB each and 25 MB in all.",
    application: "A PDF or Word document: one file, up to 5 MB.",
  },
  nothing: "Write a message or choose a file to send",
  send: "Send to our office",
  sending: "Encrypting and sending…",
  sentTitle: "Sent",
  sent: (time: string) => `Received ${time}. Staff see it on your request.`,
  sendAnother: "Send something else",
  /** Refusals that no "Try again" changes, by the intake's code: call instead. */
  refusals: {
    too_many_additions:
      "This request has taken as many additions as it can through this page. Please call us to send more.",
    closed: "This request is closed, so nothing more can be added to it here. Please call us.",
    withdrawn: "This link was withdrawn by our office, so nothing was sent. Please call us.",
    expired: "This link has expired, so nothing was sent. Please call us.",
    unknown: "We could not find this request, so nothing was sent. Please call us.",
  },
  notSentTitle: "Not sent",
  call: "Call us:",
} as const;
