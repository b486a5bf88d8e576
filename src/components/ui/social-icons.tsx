import type { SVGProps } from "react";
import type { SocialNetwork } from "@/content/social";
import { iconHref } from "./icon";

/**
 * A network's mark (lucide ships none), filled in the text colour: the symbol `brand-<network>`
 * of the icon sprite (paths from Simple Icons, CC0, in scripts/lib/brand-marks.mjs), so the
 * footer, the floating strip and the share buttons carry a <use>, not the paths.
 */
export function SocialIcon({
  network,
  ...props
}: { network: SocialNetwork } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <use href={iconHref(`brand-${network}`)} />
    </svg>
  );
}
