/**
 * The agency's facts that the server reads as well as the pages: the office schedule, how soon
 * a request is answered, how long a closed one is kept, the referral line, the sample intake
 * recipients. Each value is written here once; src/content re-exports them and keeps the words
 * around them. Placeholders (`placeholder.ts`) carry their mark as data, so the server can tell
 * a sample from a confirmed fact (`isPlaceholder`). The calls are marked pure, so a form island
 * that reads only a number here (the referral's call-back hours) is not given the rest.
 */
import { placeholder, type Fact } from "./placeholder";

export type Phone = {
  /** As printed on the page. */
  display: string;
  /** For `tel:` links, in E.164 form. */
  e164: string;
};

/** The agency's main line (office, intake and the Section 1557 Coordinator). */
export const mainPhone = { display: "847-568-1033", e164: "+18475681033" } as const satisfies Phone;

/*
 * The office's holidays and schedule are in office-calendar.ts, a module of their own: only the
 * pages whose islands compute with the schedule download them, not every page that reads a
 * fact here (the main phone is on all of them).
 */
export { officeSchedule, type OfficeSchedule } from "./office-calendar";

/** Open office hours within which a new request is answered (call-back promise, inbox flag). */
export const answerWithinHours = 2;

/** A referral's call back to confirm: sooner, within 1 office hour (/refer promises it). */
export const referralAnswerWithinHours = 1;

/**
 * Days a closed request is kept before the intake deletes it: the intake's default
 * (`RETENTION_DAYS` overrides it) and what the privacy policy tells visitors.
 */
export const closedRequestRetentionDays = 90;

/**
 * The lines referral sources use (/refer, the referral outcome e-mail). The phone is the main
 * line until the agency names a referral line. The fax has no stand-in number: a made-up fax
 * would send a patient's records to a stranger, so the page says it is to be added and to call
 * meanwhile.
 */
export const referralLines: { phone: Fact<Phone>; fax: Fact<Phone | null> } = {
  phone: /* @__PURE__ */ placeholder(
    "referrals.phone",
    mainPhone,
    "The number physicians and case managers call to refer a patient (the main line until the agency names another).",
  ),
  fax: /* @__PURE__ */ placeholder(
    "referrals.fax",
    null,
    "The agency's referral fax number (secure fax for orders and records).",
  ),
};

/**
 * Who can read the requests the site's forms send until the agency sets up its own keys: two
 * sample age recipients whose identities are committed in test/fixtures/intake/ for the tests,
 * so anyone could read what is sealed to them (docs/INTAKE.md).
 */
export const sampleRecipients = /* @__PURE__ */ placeholder(
  "intake.recipients",
  [
    "age1kvk6dnxsrn6j8se95nq2r99aluc8r0evgruflva867l03j2mg9fsmwhtdh",
    "age1rrj4cc6d8ysa205fq0qkyrjr6fcq89rhfyfkwevhx56x3f2pfarqgxzy3f",
  ],
  "The agency's intake recipient and its offline recovery recipient (npm run intake -- keygen), given to the build as INTAKE_RECIPIENTS=age1…,age1…; the samples' private keys are public.",
);
