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

/**
 * Mark plus name. The name is part of the accessible name of the surrounding link. `inline`
 * leaves out the flex row around them: the header's and the mobile menu's links are that row
 * themselves (issue 32: one element fewer each, on every page). The first line of the name is
 * the text of the name's column itself, the second its one <span>.
 */
export function Logo({
  tone = "default",
  className,
  textClassName,
  markFromSprite = false,
  inline = false,
}: {
  tone?: "default" | "inverse";
  /** Draw the mark from the sprite: for a copy that is not in the first paint. */
  markFromSprite?: boolean;
  className?: string;
  /** Lets the header hide the name where space is short (the mark stays). */
  textClassName?: string;
  /** The parent is the row (`flex items-center gap-2.5`): no wrapper of its own. */
  inline?: boolean;
}) {
  const secondLine = siteConfig.name.replace(siteConfig.shortName, "").trim();
  const inverse = tone === "inverse";
  const parts = (
    <>
      <LogoMark className="size-11 shrink-0" fromSprite={markFromSprite} />
      <span
        className={clsx(
          "flex flex-col text-lg font-bold tracking-tight",
          inverse ? "text-white" : "text-brand-900",
          textClassName,
        )}
      >
        {siteConfig.shortName}{" "}
        <span
          className={clsx(
            "text-xs font-semibold tracking-wide uppercase",
            inverse ? "text-brand-100" : "text-brand-700",
          )}
        >
          {secondLine}
        </span>
      </span>
    </>
  );
  return inline ? (
    parts
  ) : (
    <span className={clsx("flex items-center gap-2.5", className)}>{parts}</span>
  );
}
