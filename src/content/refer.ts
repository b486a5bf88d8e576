/**
 * Copy of /refer, for physicians, allowed practitioners (nurse practitioners, clinical nurse
 * specialists, physician assistants) and case managers: what happens after a referral, the
 * referral lines (./agency `referralLines`), and the place where the referral form will go.
 *
 * The first visit: 42 CFR 484.55(a)(1) asks for the initial assessment visit within 48 hours of
 * the referral, or within 48 hours of the patient's return home, or on the start-of-care date
 * the physician or allowed practitioner ordered.
 */
import { officeHours } from "./agency";
import { factValue } from "@/shared/placeholder";
import { referPageOrderCopy as order } from "./referral-fax";
import { referralCallBackWithin } from "./response-time";

export const referCopy = {
  eyebrow: "For physicians and case managers",
  title: "Refer a Patient",
  // Fax wording only once the fax number is real (referral-fax.ts).
  description: order.description,
  next: {
    title: "What happens next",
    steps: [
      {
        title: "We call you back to confirm",
        text: `We call you back ${referralCallBackWithin} of your referral (office hours: ${factValue(officeHours.hours)}, closed on holidays). A referral sent after hours is confirmed the next office day.`,
      },
      {
        title: "We check coverage and the order",
        text: "We verify the patient's insurance, confirm we serve their county, and ask for anything missing from the order: services, frequency and the face-to-face encounter.",
      },
      {
        title: "The first visit within 48 hours",
        text: "A nurse or therapist makes the initial assessment visit within 48 hours of the referral or of the patient's return home, or on the start-of-care date you ordered (42 CFR 484.55).",
      },
    ],
  },
  lines: {
    title: "Send a referral",
    phoneLabel: "Referral phone",
    faxLabel: "Referral fax",
    faxMissing: "Fax number to be added. Please call the referral line meanwhile.",
    orders: order.orders,
  },
  notAnOrder: {
    title: "A web referral is not a signed order",
    text: order.notAnOrder,
  },
  form: {
    title: "Refer online",
    pending: order.pending,
  },
} as const;
