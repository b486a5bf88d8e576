import { siteConfig } from "@/content/site";
import { clsx } from "clsx";
import spriteUrl from "@/components/ui/icons.svg?url";
import { LOGO_SYMBOL, LogoMarkDrawing } from "./logo-mark";

/**
 * The brand mark: drawn inline (the header's, in the first paint) or as one <use> of the cached
 * sprite's copy (the mobile menu's and the footer's, seen only later).
 */
function LogoMark({ className, fromSprite }: { className?: string; fromSprite: boolean }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={className}>
      {fromSprite ? <use href={`${spriteUrl}#${LOGO_SYMBOL}`} /> : <LogoMarkDrawing />}
    </svg>
  );
}

/** Mark plus name. The name is part of the accessible name of the surrounding link. */
export function Logo({
  tone = "default",
  className,
  textClassName,
  markFromSprite = false,
}: {
  tone?: "default" | "inverse";
  /** Draw the mark from the sprite: for a copy that is not in the first paint. */
  markFromSprite?: boolean;
  className?: string;
  /** Lets the header hide the name where space is short (the mark stays). */
  textClassName?: string;
}) {
  const secondLine = siteConfig.name.replace(siteConfig.shortName, "").trim();
  return (
    <span className={clsx("flex items-center gap-2.5", className)}>
      <LogoMark className="size-11 shrink-0" fromSprite={markFromSprite} />
      <span className={clsx("flex flex-col leading-none", textClassName)}>
        <span
          className={clsx(
            "text-lg font-bold tracking-tight",
            tone === "inverse" ? "text-white" : "text-brand-900",
          )}
        >
          {siteConfig.shortName}
        </span>{" "}
        <span
          className={clsx(
            "text-xs font-semibold tracking-wide uppercase",
            tone === "inverse" ? "text-brand-100" : "text-brand-700",
          )}
        >
          {secondLine}
        </span>
      </span>
    </span>
  );
}
