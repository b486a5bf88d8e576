/**
 * Shapes of the site's content. Data modules (`services.ts`, `home.ts`, `images.ts`) fill them
 * with `satisfies`; components read them. Icons are names of the sprite (`IconName`, `<Icon>`).
 */
import type { IconName } from "./icons";
import type { Fact } from "@/shared/placeholder";

/** The soft accent colours a card, icon or sub-service may take (components map them to classes). */
export const tones = ["brand", "accent", "sky", "plum", "sage", "sand"] as const;
export type Tone = (typeof tones)[number];

/** One picture: a path under /public, its intrinsic size and its alt text. */
export type ImageAsset = {
  src: `/${string}`;
  width: number;
  height: number;
  /** Empty only for purely decorative images. */
  alt: string;
};

export type SubService = { name: string; icon: IconName; tone: Tone };

export type IconText = { icon: IconName; title: string; description: string };

/** A figure and its label; the value may be a placeholder the agency must confirm. */
export type Stat = { value: Fact<string>; label: string };

/** Where a form lands when it is sent before its script runs (or without JavaScript). */
export type NeedsJavaScriptCopy = {
  path: `/${string}`;
  metaTitle: string;
  metaDescription: string;
  title: string;
  /** Why nothing was sent, and that nothing typed was kept. */
  text: string;
  /** Leads into the phone number. */
  call: string;
  back: { label: string; href: `/${string}` };
};
