import { lazy, Suspense, use } from "react";
import { ErrorBoundary } from "@/components/ui/error-boundary";
import { siteLocale } from "@/lib/locale/current";
import { statusUrl } from "@/lib/intake/status-link";
import { StatusLinkContext } from "./status-secret";

/*
 * The panel is shown only after a request is stored, so its code (the copy, clipboard, print
 * and mail actions) loads then, not with the form: every form page's first visit stays within
 * its JavaScript budget. Until it arrives, or if it cannot (the connection dropped right after
 * sending), the link itself is shown as text, so the visitor never leaves without it.
 */
const Panel = lazy(() =>
  import("./status-link-panel").then((module) => ({ default: module.StatusLinkPanel })),
);

/** The link as plain, selectable text: the panel's stand-in. */
function PlainLink() {
  const link = use(StatusLinkContext);
  if (!link) return null;
  return (
    <p className="font-mono text-sm wrap-anywhere" data-status-link-plain>
      {statusUrl(link.secret, siteLocale, globalThis.location?.origin ?? "")}
    </p>
  );
}

/** Where a confirmation shows the private status link (status-link-panel.tsx, loaded on demand). */
export function StatusLinkSlot({ heading }: { heading?: "h3" | "h4" }) {
  return (
    <ErrorBoundary fallback={<PlainLink />}>
      <Suspense fallback={<PlainLink />}>
        <Panel heading={heading} />
      </Suspense>
    </ErrorBoundary>
  );
}
