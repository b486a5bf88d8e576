import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/content/icons";
import type { Tone } from "@/content/types";
import { clsx } from "clsx";
import { toneClasses } from "./tone";

/**
 * A decorative icon on a soft coloured tile. Joins classes with `clsx`, not `cn`: the insurance
 * explorer island renders it, and tailwind-merge would ship with it. `className` must not
 * conflict with the tile's own classes.
 */
export function IconTile({
  icon,
  tone = "brand",
  size = "md",
  className,
}: {
  icon: IconName;
  tone?: Tone;
  size?: "md" | "lg";
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        "inline-flex shrink-0 items-center justify-center rounded-lg",
        size === "lg" ? "size-14" : "size-12",
        toneClasses[tone].tile,
        className,
      )}
    >
      <Icon name={icon} className={size === "lg" ? "size-7" : "size-6"} strokeWidth={1.75} />
    </span>
  );
}
