/**
 * What "homebound" means, written once: Medicare's two criteria, and both must be true
 * (Medicare Benefit Policy Manual, ch. 7, §30.1.1). Medicare Advantage and TRICARE use the
 * same test. Medicaid may not require it (42 CFR 440.70(c)), so say whose rule it is.
 */
const needsHelp =
  "you need help to leave home, such as another person, a cane, walker or wheelchair, or special transport, or your doctor advises you not to leave because of your condition";
const takesEffort = "leaving home takes a great deal of effort, so you normally stay home";

/** "homebound, which means both of these are true: ...; and ..." */
export const homeboundMeaning = `homebound, which means both of these are true: ${needsHelp}; and ${takesEffort}`;

/** Medicaid may not limit home health care to people who are homebound (42 CFR 440.70(c)). */
export const medicaidNotHomebound =
  "You do not have to be homebound: Medicaid does not require it for home health care.";
