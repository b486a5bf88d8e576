/**
 * The HIPAA notice's statement about substance use disorder treatment records under
 * 42 CFR Part 2, required in the Notice of Privacy Practices since 16 February 2026 (the
 * 2024 Part 2 rule, 89 FR 12472: 45 CFR 164.520(b)(1) and 42 CFR 2.22). Shown only when
 * the agency holds such records (`holdsPart2Records` in `../agency.ts`).
 */
import { h3, link, p, type LegalSection } from "./types";

export const part2Section = {
  id: "substance-use-disorder-records",
  title: "Substance Use Disorder Treatment Records",
  blocks: [
    p(
      'Some of our records may come from a federally assisted substance use disorder treatment program. A federal law, 42 CFR Part 2 ("Part 2"), protects those records more than HIPAA alone does.',
    ),
    h3("When we need your written consent"),
    p(
      "We use and share Part 2 records only with your written consent, except where Part 2 allows otherwise: in a medical emergency, for certain research, audits and program evaluations, to report suspected child abuse or neglect as state law requires, and under a court order that meets Part 2's rules. You may give one consent for all future uses for treatment, payment and health care operations. If you do, those who receive the records may share them again as HIPAA allows.",
    ),
    h3("Records cannot be used against you"),
    p(
      "Part 2 records, and testimony about what they say, cannot be used or shared in any civil, criminal, administrative or legislative proceeding against you unless you give specific written consent, or a court orders it after you have been told and given a chance to respond.",
    ),
    h3("Your rights about Part 2 records"),
    p(
      "You can ask us to limit how we use or share these records, ask for a list of the times we shared them with your consent, and choose not to receive fundraising messages from us. You can take back your consent in writing at any time, except for what we already did while we had it.",
    ),
    p(
      "If you believe we have violated your Part 2 rights, you can complain to us or to the U.S. Department of Health and Human Services, as described in ",
      link("How to File a Complaint", "#complaints"),
      ". We will not retaliate against you for filing a complaint.",
    ),
  ],
} satisfies Omit<LegalSection, "number">;
