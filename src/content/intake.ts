/** The sample recipients: a fact the server reads too (src/shared/facts.ts). */
export { sampleRecipients } from "../shared/facts";

/** What the forms say while sending, and when a request was not stored (docs/INTAKE.md). */
export const intakeCopy = {
  sending: "Sending securely…",
  failure: {
    title: "Your request was not sent",
    kept: "Everything you typed is still in the form.",
    reasons: {
      "not-connected":
        "Online requests are not connected on this copy of the site, so nothing was sent.",
      encryption:
        "Your browser could not encrypt the request, so we did not send it (we never send a request unencrypted).",
      offline: "We could not reach our office's server. Check your connection and try again.",
      timeout: "Our office's server did not answer in time. It may not have arrived.",
      refused: "Our office's server did not accept the request.",
      "rate-limited":
        "Too many requests came from this connection in a short time, so our office's server did not take this one. Please wait a few minutes, then try again.",
      busy: "Our office's server is holding as many files as it can take right now, so it did not take yours. Please wait a few minutes, then try again.",
      server: "Our office's server had a problem and did not store the request.",
      upload: "A file could not be uploaded, so nothing was sent.",
    },
    /** "rate-limited" when the server said how long to wait (its Retry-After). */
    rateLimitedFor: (minutes: number) =>
      `Too many requests came from this connection in a short time, so our office's server did not take this one. Please try again in ${minutes === 1 ? "1 minute" : `${minutes} minutes`}.`,
    /** "busy" when the server said how long to wait (its Retry-After). */
    busyFor: (minutes: number) =>
      `Our office's server is holding as many files as it can take right now, so it did not take yours. Please try again in ${minutes === 1 ? "1 minute" : `${minutes} minutes`}.`,
    retry: "Try again",
    call: "Or call us now:",
  },
  /**
   * Near the send button while the office has not set up its own keys (the intake's active
   * recipients are the samples, whose private keys are public): carries the placeholder mark.
   */
  sampleKeys:
    "This site is not set up yet: requests sent now are readable with the sample keys. Please call us.",
  /** Above the send button: what sending does with what was typed. */
  privacy: "What you send is encrypted in your browser, so only our intake staff can read it.",
  reference: "Your reference",
  /** The hidden field people never see (robots fill it); its label is read by no one. */
  honeypot: "Leave this field empty",
  /**
   * Above the first field until the page's script runs (always, without JavaScript): the form
   * cannot send yet. Followed by the phone link and `end`.
   */
  noScript: {
    title: "This form cannot send yet",
    text: "It needs JavaScript, which is off or still loading in your browser, so nothing you type here would reach us. Please call us instead:",
    end: ".",
  },
  sendAnother: "Send another request",
} as const;

/** The call back a confirmation promises (`src/lib/callback-sentence.ts` says when). */
export const callbackCopy = {
  /** The call-back day in the office's zone: "today", "tomorrow morning", "on Monday morning". */
  when: (day: "today" | "tomorrow" | "weekday", weekday: number, morning: boolean) => {
    const names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
    const part = morning ? " morning" : "";
    const when =
      day === "today"
        ? "today"
        : day === "tomorrow"
          ? `tomorrow${part}`
          : `on ${names[weekday] ?? ""}${part}`;
    return `A care coordinator will call you ${when}. An interpreter is free if you would like one.`;
  },
  emergency: "In an emergency, call 911.",
} as const;
