import type { LucideIcon } from "lucide-react";
import type { Tone } from "@/content/types";
import { cn } from "@/lib/utils";
import { toneClasses } from "./tone";

/** A decorative icon on a soft coloured tile. */
export function IconTile({
  icon: Icon,
  tone = "brand",
  size = "md",
  className,
}: {
  icon: LucideIcon;
  tone?: Tone;
  size?: "md" | "lg";
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-lg",
        size === "lg" ? "size-14" : "size-12",
        toneClasses[tone].tile,
        className,
      )}
    >
      <Icon className={size === "lg" ? "size-7" : "size-6"} strokeWidth={1.75} />
    </span>
  );
}
