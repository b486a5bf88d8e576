import type { BrandMarkName, IconName } from "@/content/icons";
import type { LOGO_SYMBOL } from "@/components/layout/logo-mark";
// The sprite as a file of its own (31 kB, above the 4 kB under which Vite would inline a data:
// URL): the bundler names it by its content (/_astro/icons.<hash>.svg), cached for a year
// (serve.json's rule for /_astro/). The build copies each page's symbols out of it (iconHref); the
// site gate checks every <use> names a symbol of its page or of a file the build has.
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

/**
 * The link to one icon: `/_astro/icons.<hash>.svg#phone` as a component renders it. The build
 * then gives each page its own copy of the symbols it draws and names them `#phone`
 * (scripts/lib/page-icons.mjs: the sprite, a document the phone parses on its main thread, cost it
 * more work than the copies). In the browser an island names the page's own
 * symbol when the page has it, so it hydrates to the same href, and the sprite otherwise (an icon
 * only a click shows).
 */
export const iconHref = (name: IconName | BrandMarkName | typeof LOGO_SYMBOL) =>
  typeof document !== "undefined" && document.getElementById(name)?.localName === "symbol"
    ? `#${name}`
    : `${spriteUrl}#${name}`;

/**
 * One lucide icon drawn from its symbol, with one <use> instead of a copy of the paths.
 * lucide's drawing (24 by 24, stroke 2 in the text colour, round joins) is a rule of
 * src/styles/shell.css for an icon with no `fill` attribute, so the usual icon carries only its
 * viewBox and classes (issue 32: the attributes were 140 bytes an icon, 46 icons on a service
 * page); an icon drawn otherwise (filled, finer) carries them all and the rule leaves it alone.
 * Classes such as `size-5 text-brand-700` size and colour it as before.
 */
export function Icon({ name, className, strokeWidth = 2, fill = "none", label }: IconProps) {
  const a11y = label
    ? { role: "img", "aria-label": label }
    : // No focusable="false": only Internet Explorer put an <svg> in the tab order (18 bytes an icon).
      { "aria-hidden": true };
  const drawing =
    fill === "none" && strokeWidth === 2
      ? {}
      : {
          width: "24",
          height: "24",
          fill,
          stroke: "currentColor",
          strokeWidth,
          strokeLinecap: "round" as const,
          strokeLinejoin: "round" as const,
        };
  return (
    <svg viewBox="0 0 24 24" className={className} {...drawing} {...a11y}>
      <use href={iconHref(name)} />
    </svg>
  );
}
