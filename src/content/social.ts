import { siteConfig } from "./site";

/** The networks the agency has a profile on (`siteConfig.social`); each has an icon. */
export type SocialNetwork = keyof typeof siteConfig.social;

type SocialLink = { network: SocialNetwork; label: string; href: string };

/** Facebook, X, LinkedIn in the order the floating strip and footer show them. */
export const socialLinks = [
  { network: "facebook", label: "Facebook", href: siteConfig.social.facebook },
  { network: "x", label: "X", href: siteConfig.social.x },
  { network: "linkedin", label: "LinkedIn", href: siteConfig.social.linkedin },
] as const satisfies readonly SocialLink[];
