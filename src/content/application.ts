/**
 * The job application on each opening page (/careers/{slug}): labels, hints, choices and what
 * the page says once it is sent. The rules are in src/lib/forms/application-schema.ts.
 */
import { employmentTypes } from "./job-openings";
import { siteConfig } from "./site";
import type { NeedsJavaScriptCopy } from "./types";

export const applicationLimits = {
  name: 100,
  email: 254,
  phone: 30,
  licenceNumber: 40,
  licenceState: 30,
  note: 1000,
} as const;

export const licenceTypes = [
  "Registered Nurse (RN)",
  "Licensed Practical Nurse (LPN)",
  "Physical Therapist (PT)",
  "Physical Therapist Assistant (PTA)",
  "Occupational Therapist (OT)",
  "Occupational Therapy Assistant (COTA)",
  "Speech-Language Pathologist (SLP)",
  "Certified Nursing Assistant / Home Health Aide",
  "Medical Social Worker (MSW)",
  "Other, or no licence",
] as const;

export const availabilities = [
  ...employmentTypes.map((type) => type.label),
  "Weekends only",
] as const;

export const applicationCopy = {
  title: "Apply for this position",
  intro: "A few questions, about two minutes. A résumé helps but is not required.",
  fields: {
    name: { label: "Full name", autoComplete: "name" },
    phone: {
      label: "Phone number",
      hint: "We call or text to set up an interview. An extension is welcome (x214).",
      autoComplete: "tel",
    },
    email: { label: "Email address", autoComplete: "email" },
    licenceType: { label: "Licence or certification", placeholder: "Choose one" },
    licenceNumber: { label: "Licence number (optional)" },
    licenceState: { label: "Licence state (optional)", hint: "For example IL" },
    yearsExperience: {
      label: "Years of experience",
      hint: "In home health or your field, in whole years",
    },
    counties: { label: "Counties you can work in (optional)" },
    availability: { label: "Availability", placeholder: "Choose one" },
    resume: { label: "Résumé (optional)", hint: "PDF or Word (.doc, .docx), up to 5 MB" },
    note: { label: "Anything else we should know (optional)" },
  },
  submit: "Send application",
  confirmation: {
    title: "Application received",
    text: "Thank you. Our hiring team reads every application and will contact you about next steps.",
    resume: (name: string) => `Your résumé ${name} was sent with it.`,
    another: "Apply for another position",
  },
  /** Under the form: the other ways to apply, for HR. */
  otherWays: "Prefer e-mail or phone? Send your résumé to",
  hrEmail: siteConfig.email,
  noScript: {
    path: "/careers/apply",
    metaTitle: "Apply by Phone or E-mail",
    metaDescription: `Sending the job application needs JavaScript in your browser. E-mail your résumé to ${siteConfig.email} or call ${siteConfig.name}.`,
    title: "Please apply by e-mail or phone",
    text: `Your application was not sent: the form needs JavaScript, which is turned off or did not load in your browser. Nothing you typed was saved. E-mail your résumé to ${siteConfig.email}, or call us.`,
    call: "Call our office at",
    back: { label: "Back to open positions", href: "/careers#openings" },
  } satisfies NeedsJavaScriptCopy,
} as const;
