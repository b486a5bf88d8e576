/**
 * Copy of the contact page (spec §2 "Contact", §5 contact form, §9). Contact facts come from
 * `siteConfig`, the counties from `counties.ts`.
 *
 * Honesty note: the spec's form sends nothing (§7: it only logs the values in the browser
 * console). The page says so in plain words before anyone fills it in, and the confirmation
 * repeats it, so no visitor waits for an answer that will never come.
 */
import { countyCount, serviceAreaLabel } from "./counties";
import { pages } from "./pages";
import { siteConfig, type Phone } from "./site";
import type { NeedsJavaScriptCopy } from "./types";

/** The Service of Interest options, in the spec's order (§5). */
export const contactServices = [
  "Skilled Nursing",
  "Palliative Care",
  "Wound Care",
  "Infusion Therapy",
  "Podiatry",
  "Physical Therapy",
  "Occupational Therapy",
  "Speech Therapy",
  "Home Health Aide",
  "DME Assistance",
  "Medical Social Worker",
  "Home Care",
  "Dietician",
] as const;

/** How long the thank-you confirmation stays before the empty form returns (spec §9). */
export const CONTACT_CONFIRMATION_MS = 3000;

export const contactCopy = {
  title: "Get In Touch",
  intro:
    "Questions about home health care for you or someone you love? Call or email us, and a care coordinator will help you take the next step.",
  form: {
    title: "Request Care Information",
    /** Shown above the fields: the form does not reach the agency (spec §7). */
    notice: {
      title: "This form does not send your information to us yet",
      text: "It only checks your answers on this page; nothing is sent or saved.",
      /** Followed by the phone link, `or`, the email link and `end`. */
      call: "To request care, call",
      or: "or email",
      end: ".",
    },
    fields: {
      name: { label: "Full Name", autoComplete: "name" },
      email: { label: "Email Address", autoComplete: "email" },
      phone: { label: "Phone Number", autoComplete: "tel" },
      service: {
        label: "Service of Interest",
        placeholder: "Select a service...",
        hint: "Optional",
      },
      message: { label: "Tell Us About Your Needs", hint: "Optional", rows: 4 },
    },
    /** The checkbox label, split so 'privacy policy' can be a link inside it. */
    consent: {
      before: "I agree to the ",
      link: "privacy policy",
      href: "/privacy-policy",
      after: " and consent to being contacted about healthcare services.",
    },
    /** Not "Send": the form checks the answers and sends nothing (until the intake, issue 15). */
    submit: "Check My Answers",
    /** The referral path: what we can accept (42 CFR 484.105(i)). */
    limits: {
      lead: "Referring a patient, or not sure we can help?",
      link: "See what we provide, and its limits",
      href: pages.serviceLimits.path,
    },
    languageHelp: {
      lead: "Free language assistance and aids are available.",
      link: "Language assistance and accessibility help",
      href: "/nondiscrimination",
    },
  },
  /**
   * The page a form submitted without JavaScript (or before the page's script ran) lands on:
   * the form posts there, so typed values never go into a URL, and it sends nothing anywhere.
   */
  noScript: {
    path: "/contact/send",
    metaTitle: "Request Care by Phone",
    metaDescription:
      "Sending the contact form needs JavaScript in your browser. Call or email Beyond Care Home Health and a care coordinator will help you.",
    title: "Please call us to request care",
    text: "Your answers were not sent: the contact form needs JavaScript, which is turned off or did not load in your browser. Nothing you typed was saved.",
    call: "Call our care coordinators at",
    back: { label: "Back to the contact page", href: "/contact" },
  },
  /** After a valid submit: the answers are complete, and nothing was sent. */
  confirmation: {
    title: "Your request was not sent",
    text: "Your answers are complete, but online requests are not connected to our office yet.",
    /** Followed by the phone link and `end`. */
    call: "Please call",
    end: " so we can help you.",
  },
  details: {
    title: "Contact Information",
    phone: { label: "Direct Support Line", text: siteConfig.phone.display },
    /** The values are the agency's facts in `agency.ts` (`officeHours`). */
    hours: { label: "Office Hours" },
    afterHours: { label: "After Hours" },
    /** Issue 14: the page people call from says what to do in an emergency. */
    emergency: {
      label: "Emergency",
      text: "In an emergency, call",
      phone: { display: "911", e164: "911" },
    },
    email: { label: "Email", text: siteConfig.email },
    area: { label: "Service Area", text: serviceAreaLabel },
    response: { label: "Response Time", text: "Within 24 hours" },
  },
  counties: {
    title: "Counties We Serve",
    link: "See our service area map",
    href: "/service-areas",
  },
  trust: {
    title: "Why Families Choose Us",
    items: [
      {
        title: "Medicare Certified",
        text: "We meet Medicare's standards for skilled home health care.",
      },
      {
        title: "Always Accessible",
        text: "Call or email us with any question; we answer within 24 hours.",
      },
      {
        title: "Local Expertise",
        text: `Our nurses and therapists work across the ${countyCount} counties we serve and know their hospitals, doctors and community services.`,
      },
    ],
  },
} as const satisfies {
  title: string;
  intro: string;
  form: {
    title: string;
    notice: { title: string; text: string; call: string; or: string; end: string };
    fields: Record<
      "name" | "email" | "phone" | "service" | "message",
      { label: string; autoComplete?: string; placeholder?: string; hint?: string; rows?: number }
    >;
    consent: { before: string; link: string; href: `/${string}`; after: string };
    submit: string;
    limits: { lead: string; link: string; href: `/${string}` };
    languageHelp: { lead: string; link: string; href: `/${string}` };
  };
  noScript: NeedsJavaScriptCopy;
  confirmation: { title: string; text: string; call: string; end: string };
  details: Record<"title", string> &
    Record<"phone" | "email" | "area" | "response", { label: string; text: string }> &
    Record<"hours" | "afterHours", { label: string }> & {
      emergency: { label: string; text: string; phone: Phone };
    };
  counties: { title: string; link: string; href: `/${string}` };
  trust: { title: string; items: readonly { title: string; text: string }[] };
};
