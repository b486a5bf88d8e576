import { siteConfig } from "@/content/site";
import { clsx } from "clsx";
import { iconHref } from "@/components/ui/icon";
import { LOGO_SYMBOL } from "./logo-mark";

/**
 * The brand mark: one <use> of its symbol (icon.tsx's iconHref). The built page carries the
 * symbol first in its <body> (scripts/lib/page-icons.mjs), so the header's mark is in the first
 * paint, and the header, the mobile menu and the footer share one copy of the drawing.
 */
function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={className}>
      <use href={iconHref(LOGO_SYMBOL)} />
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
  inline = false,
}: {
  tone?: "default" | "inverse";
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
      <LogoMark className="size-11 shrink-0" />
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
