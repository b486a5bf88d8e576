"use client";

import { Languages } from "lucide-react";
import { useId, useState } from "react";
import { layoutCopy } from "@/content/layout";
import { loadGoogleTranslate } from "@/lib/google-translate";
import { clsx } from "clsx";
import { useHydrated } from "@/components/ui/use-hydrated";

/**
 * The page-translation control. The third-party widget (and its script) loads only after
 * the visitor asks for it, so no one is tracked by default.
 */
export function TranslateWidget({
  variant = "popover",
  className,
}: {
  variant?: "popover" | "inline";
  className?: string;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const panelId = `translate-${useId().replace(/:/g, "")}`;

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next) loadGoogleTranslate(panelId);
  };

  return (
    <div className={clsx("relative", className)} data-translate-widget>
      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={panelId}
        // Until the island runs, pressing does nothing: say so (and Playwright waits for it).
        aria-disabled={hydrated ? undefined : true}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 font-semibold text-brand-800 hover:bg-brand-50"
      >
        <Languages aria-hidden="true" className="size-5 shrink-0" />
        <span className={clsx(variant === "popover" && "sr-only 2xl:not-sr-only")}>
          {layoutCopy.translate}
        </span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={clsx(
          "min-h-12 rounded-md bg-canvas p-3",
          variant === "popover" &&
            "absolute top-full right-0 z-50 mt-2 w-64 border border-line shadow-lifted",
          variant === "inline" && "mt-2 border border-line",
        )}
      />
    </div>
  );
}
