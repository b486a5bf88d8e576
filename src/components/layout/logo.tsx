import { siteConfig } from "@/content/site";
import { clsx } from "clsx";

/** The brand mark: a house with a heart, in the brand teal and the warm accent. */
function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={className}>
      <rect width="48" height="48" rx="12" fill="#155a54" />
      <path
        d="M10 23 24 11l14 12"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M14.5 21v14.5a2 2 0 0 0 2 2h15a2 2 0 0 0 2-2V21"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinejoin="round"
      />
      <path
        d="M24 33.5s-5.8-3.4-5.8-7.6a3.1 3.1 0 0 1 5.8-1.7 3.1 3.1 0 0 1 5.8 1.7c0 4.2-5.8 7.6-5.8 7.6Z"
        fill="#fec6a8"
      />
    </svg>
  );
}

/** Mark plus name. The name is part of the accessible name of the surrounding link. */
export function Logo({
  tone = "default",
  className,
  textClassName,
}: {
  tone?: "default" | "inverse";
  className?: string;
  /** Lets the header hide the name where space is short (the mark stays). */
  textClassName?: string;
}) {
  const secondLine = siteConfig.name.replace(siteConfig.shortName, "").trim();
  return (
    <span className={clsx("flex items-center gap-2.5", className)}>
      <LogoMark className="size-11 shrink-0" />
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
