import { siteConfig } from "./site";

/** Opening of the home page. Issue 3 adds the carousel and the other sections. */
export const homeIntro = {
  eyebrow: siteConfig.tagline,
  title: "Skilled home health care in Chicago and the suburbs",
  text: "Nurses, therapists and aides who come to your home, work with your doctor and treat you like family. We serve ten counties across the Chicago metro area.",
  primaryCta: { label: "Get Care Now", href: "/contact" },
} as const;

/** Credentials the agency shows (spec §1). */
export const trustBadges = [
  "Medicare Certified",
  "State Licensed",
  "HIPAA Compliant",
  "Background Checked",
] as const;
