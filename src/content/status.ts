/**
 * The private status link (issue 31): the panel every confirmation shows
 * (status-link-panel.tsx) and the `/status` page (src/components/status/). Only stages, dates
 * and words chosen here: the page never shows anything the visitor wrote.
 */

/** The link on a confirmation: shown in full, copy, print, e-mail it to oneself. */
export const statusLinkCopy = {
  title: "Check where your request stands",
  warning:
    "Anyone with this link can see the stage of your request, never what you wrote. Keep it like a receipt.",
  label: "Your private status link",
  copy: "Copy link",
  copied: "Copied",
  copyFailed: "The link is selected: copy it with your keyboard or your browser's menu.",
  print: "Print",
  email: "E-mail it to myself",
  /** The e-mail the visitor's own mail program writes (a `mailto:`; nothing from our server). */
  mailSubject: (reference: string) => `Beyond Care request ${reference}: my status link`,
  mailBody: (reference: string, url: string) =>
    `The private link to see where my request ${reference} stands:\n\n${url}\n\nAnyone with this link can see the stage of the request, never what was written. Keep it like a receipt.`,
} as const;

/** The `/status` page. */
export const statusCopy = {
  metaTitle: "Where your request stands",
  metaDescription: "The stage of a request sent to Beyond Care Home Health, from its private link.",
  title: "Where your request stands",
  loading: "Looking up your request…",
  reference: "Reference",
  kind: "Request",
  /** The kind of request, per form type; an unknown type is `kinds.other`. */
  kinds: {
    contact: "Care request",
    verification: "Coverage check",
    referral: "Referral",
    application: "Job application",
    other: "Request",
  },
  /** The stage as a sentence: per status (and form type where it differs). */
  stage: {
    new: "We have your request.",
    newReferral: "We have your referral.",
    newApplication: "We have your application.",
    contacted: "We called you about your request.",
    contactedReferral: "We are reviewing your referral.",
    contactedApplication: "We are reviewing your application.",
    closed: "Your request is closed.",
    closedApplication: "Your application is closed.",
    other: "We have your request. Call us to know more.",
  },
  timelineTitle: "Timeline",
  timeline: {
    received: "Received",
    called: "We called you",
    reviewing: "We are reviewing it",
    reviewingApplication: "We are reviewing your application",
    closed: "Closed",
    notYet: "Not yet",
  },
  /** The closing line per outcome: plain, non-clinical. */
  outcomes: {
    admitted: "Care has started.",
    referred_elsewhere: "We referred you to another agency.",
    not_reachable: "We could not reach you: please call us.",
    not_eligible: "We could not offer care this time. Call us if you have questions.",
    duplicate: "This request was joined with another one you sent.",
    hired: "You were hired. Welcome to the team!",
    not_hired: "We chose another applicant this time. Thank you for applying.",
    withdrawn: "The application was withdrawn.",
    other: "Call us if you have questions.",
  },
  decision: {
    accepted: "Referral accepted",
    declined: "Referral declined",
  },
  /** Why a referral was declined, in words ("other": the reason is given by phone). */
  declineReasons: {
    outside_area: "The patient lives outside the area we serve.",
    not_homebound: "The patient does not appear to be homebound, as Medicare home health requires.",
    needs_unmet: "We cannot provide the care the patient needs.",
    no_capacity: "We cannot take a new patient right now.",
    insurance_not_accepted: "We do not accept the patient's insurance.",
    other: "Call us for the reason.",
  },
  milestones: {
    firstVisitScheduled: (date: string | null) =>
      date ? `First visit scheduled for ${date}` : "First visit scheduled",
    firstVisitCompleted: "First visit completed",
    interview: (date: string | null) => (date ? `Interview on ${date}` : "Interview arranged"),
    other: "An update from the office",
  },
  /** The short public notes staff choose from a list (never free text). */
  notes: {
    trying_to_reach_you: "We are trying to reach you: please call us.",
    waiting_for_doctor_order: "We are waiting for the doctor's order.",
    waiting_for_insurance: "We are waiting to hear from the insurance company.",
    documents_received: "We received the documents you sent.",
    scheduling_first_visit: "We are scheduling the first visit.",
    call_us: "Please call us.",
    other: "There is a note for you: please call us.",
  },
  noteTitle: "Note from the office",
  addedMore: "You sent more",
  nextTitle: "What happens next",
  next: {
    overdue: "We have not called you yet, and it is later than we said. Please call us.",
    application:
      "We read every application. If your experience fits an opening, we will call you to arrange an interview.",
    contacted: "If you have a question, call us with your reference.",
    referralAccepted: "Next, we schedule the first visit with the patient.",
    referralDeclined: "Call us if you would like to talk about it.",
    visitScheduled: "We will see the patient on the day shown above.",
    closed: "This request is closed.",
    expires: (date: string) => `This link stops working on ${date}.`,
  },
  call: "Questions? Call us:",
  updated: (time: string) => `Checked at ${time}.`,
  /** When the page cannot show a stage: each followed by the phone number. */
  problems: {
    missing: {
      title: "Open the link from your confirmation",
      text: "This page shows a request's stage from its private link: the one on the page you saw after sending, which you may have copied, printed or e-mailed to yourself.",
    },
    unknown: {
      title: "We don't recognise this link",
      text: "Check that you opened the whole link, or call us with your reference.",
    },
    withdrawn: {
      title: "This link was withdrawn by the office",
      text: "Call us with your reference and we will tell you where your request stands.",
    },
    expired: {
      title: "This link has expired (30 days after the request was closed)",
      text: "Call us with your reference if you have a question.",
    },
    rateLimited: {
      title: "Too many look-ups from this connection",
      text: "Please wait a few minutes, then reload this page.",
    },
    offline: {
      title: "We could not reach our office's server",
      text: "Check your connection, then reload this page.",
    },
    notConnected: {
      title: "Request status is not connected on this copy of the site",
      text: "Please call us with your reference.",
    },
  },
  retry: "Try again",
  noScript: "This page needs JavaScript to show where your request stands. Please call us:",
} as const;
