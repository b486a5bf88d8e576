import { factValue, placeholderAttrs, type Fact } from "@/shared/placeholder";
import { siteConfig } from "./site";

/** The networks the agency has a profile on (`siteConfig.social`); each has an icon. */
export type SocialNetwork = keyof typeof siteConfig.social;

type SocialLink = {
  network: SocialNetwork;
  label: string;
  href: string;
  /** `data-placeholder` while the address is a placeholder (spread onto the link). */
  attrs: ReturnType<typeof placeholderAttrs>;
};

const link = (network: SocialNetwork, label: string, href: Fact<string>): SocialLink => ({
  network,
  label,
  href: factValue(href),
  attrs: placeholderAttrs(href),
});

/** Facebook, X, LinkedIn in the order the floating strip and footer show them. */
export const socialLinks = [
  link("facebook", "Facebook", siteConfig.social.facebook),
  link("x", "X", siteConfig.social.x),
  link("linkedin", "LinkedIn", siteConfig.social.linkedin),
] as const satisfies readonly SocialLink[];
