import type { SocialNetwork } from "@/components/ui/social-icons";
import { siteConfig } from "./site";

export type SocialLink = { network: SocialNetwork; label: string; href: string };

/** Facebook, X, LinkedIn in the order the floating strip and footer show them. */
export const socialLinks = [
  { network: "facebook", label: "Facebook", href: siteConfig.social.facebook },
  { network: "x", label: "X", href: siteConfig.social.x },
  { network: "linkedin", label: "LinkedIn", href: siteConfig.social.linkedin },
] as const satisfies readonly SocialLink[];
