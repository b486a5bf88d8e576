import type { BrandMarkName, IconName } from "@/content/icons";
// The sprite as a file of its own (29 kB, above the 4 kB under which Vite would inline a data:
// URL; the site gate checks every <use> names a file): the bundler names it by its
// content (/_astro/icons.<hash>.svg), so pages and islands, English and Spanish, share one copy
// the browser caches for a year (serve.json's rule for /_astro/).
import spriteUrl from "./icons.svg?url";

type IconProps = {
  name: IconName;
  className?: string;
  /** lucide's default is 2; a few marks draw finer or bolder. */
  strokeWidth?: number;
  /** "currentColor" fills the shape (a rating's star); the default draws the outline only. */
  fill?: string;
  /** A name for assistive technology when the icon alone carries meaning; most icons sit
   * beside their words and stay hidden from it. */
  label?: string;
};

/** The link to one icon of the sprite: `/_astro/icons.<hash>.svg#phone`. */
export const iconHref = (name: IconName | BrandMarkName) => `${spriteUrl}#${name}`;

/**
 * One lucide icon drawn from the shared sprite: the same <svg> attributes lucide-react puts
 * (24 by 24, stroke in the text colour, round joins), so classes such as `size-5 text-brand-700`
 * size and colour it as before, with one <use> instead of a copy of the paths.
 */
export function Icon({ name, className, strokeWidth = 2, fill = "none", label }: IconProps) {
  const a11y = label
    ? { role: "img", "aria-label": label }
    : { "aria-hidden": true, focusable: "false" as const };
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill={fill}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...a11y}
    >
      <use href={iconHref(name)} />
    </svg>
  );
}
