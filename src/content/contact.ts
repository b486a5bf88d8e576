/**
 * Copy of the contact page (spec §2 "Contact", §5 contact form, §9). Contact facts come from
 * `siteConfig`, the counties from `counties.ts`.
 *
 * The form sends through the intake (docs/INTAKE.md), encrypted in the browser: the page says
 * so before anyone fills it in, the confirmation gives the reference and when we will call,
 * and a request that was not stored is said plainly (src/content/intake.ts).
 */
import { countyCount, serviceAreaLabel } from "./counties";
import { pages } from "./pages";
import { callbackWithin } from "./response-time";
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

/**
 * The longest value each field takes: its `maxLength` in the page (the browser stops typing
 * there) and the schema's limit (src/lib/forms/contact-schema.ts).
 */
export const contactLimits = { name: 100, email: 254, phone: 30, message: 2000 } as const;

export const contactCopy = {
  title: "Get In Touch",
  intro:
    "Questions about home health care for you or someone you love? Call or email us, and a care coordinator will help you take the next step.",
  form: {
    title: "Request Care Information",
    /** Shown above the fields: what sending does, and the other ways to reach us. */
    notice: {
      title: "Your request is encrypted before it leaves this page",
      text: `Only our intake staff can read it. A care coordinator calls you back ${callbackWithin}.`,
      /** Followed by the phone link, `or`, the email link and `end`. */
      call: "If it is urgent, call",
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
    /** The message's first line when the visitor came from the ZIP check's "Request care". */
    areaNote: (area: string) =>
      /^\d{5}$/.test(area) ? `My ZIP code is ${area}.` : `I live in ${area}.`,
    /** The checkbox label, split so 'privacy policy' can be a link inside it. */
    consent: {
      before: "I agree to the ",
      link: "privacy policy",
      href: "/privacy-policy",
      after: " and consent to being contacted about healthcare services.",
    },
    submit: "Send Request",
    /** The hidden field people never see (a robot fills it in); not announced, not focusable. */
    honeypot: "Leave this field empty",
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
  /** After the intake stored the request: it stays until the visitor sends another. */
  confirmation: {
    title: "Request received",
    sent: "What you sent",
    /** Followed by the phone link and `end`. */
    call: "If it is urgent, call",
    end: ". In an emergency, call 911.",
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
    /** When we call back (office hours), and what a new family can do after hours. */
    response: {
      label: "Call Back",
      text: `We call you back ${callbackWithin}. After hours, at weekends and on holidays, use the form on this page or leave a message: we call you back the next office day.`,
    },
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
        title: "Easy to Reach",
        text: `Call or email us with any question; we call you back ${callbackWithin}.`,
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
    honeypot: string;
    limits: { lead: string; link: string; href: `/${string}` };
    languageHelp: { lead: string; link: string; href: `/${string}` };
    areaNote: (area: string) => string;
  };
  noScript: NeedsJavaScriptCopy;
  confirmation: { title: string; sent: string; call: string; end: string };
  details: Record<"title", string> &
    Record<"phone" | "email" | "area" | "response", { label: string; text: string }> &
    Record<"hours" | "afterHours", { label: string }> & {
      emergency: { label: string; text: string; phone: Phone };
    };
  counties: { title: string; link: string; href: `/${string}` };
  trust: { title: string; items: readonly { title: string; text: string }[] };
};
