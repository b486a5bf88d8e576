/**
 * Who answers privacy questions, requests and complaints, and when the agency's Notice of
 * Privacy Practices takes effect: facts only the agency can supply (see `../placeholder.ts`).
 * The HIPAA notice (45 CFR 164.520(b)(1)(vii), (viii)) must name a contact and its effective
 * date; the privacy policy gives the same mailbox.
 */
import { placeholder, type Fact } from "@/shared/placeholder";
import type { Phone } from "../site";

export const privacyOffice = {
  /** The person or office named as the contact in the HIPAA notice. */
  contact: placeholder(
    "legal.privacy-contact",
    "Privacy and Compliance Officer",
    "The name or title of the person who takes privacy questions, requests and complaints (45 CFR 164.520(b)(1)(vii)).",
  ),
  phone: placeholder(
    "legal.privacy-phone",
    { display: "1-800-555-0142", e164: "+18005550142" },
    "The privacy office's phone number: 1-800-555-0142 is a fictional 555 number.",
  ),
  email: placeholder(
    "legal.privacy-email",
    "privacy@beyondcarehomehealth.com",
    "The mailbox that receives privacy requests and complaints.",
  ),
} satisfies { contact: Fact<string>; phone: Fact<Phone>; email: Fact<string> };

/**
 * The first day this notice is in effect (45 CFR 164.520(b)(1)(viii)): the day the agency
 * first publishes it, never earlier, since the notice describes rules in force since
 * 16 February 2026 (42 CFR Part 2, as amended in 2024).
 */
export const hipaaNoticeEffectiveDate: Fact<string> = placeholder(
  "legal.hipaa-effective-date",
  "Set on the day this notice is first published",
  'The date the agency first gives out this notice (on or after 16 February 2026), e.g. "March 1, 2027".',
);
