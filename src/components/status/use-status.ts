import { useCallback, useEffect, useRef, useState } from "react";
import type { StatusData } from "@/lib/status/answer";
import { lookUpStatus, type StatusProblem } from "./lookup";
import { tabStorage, takeSecret } from "./status-secret";

/**
 * How often an open request is asked again while the page is in view.
 * @internal Exported for its test.
 */
export const STATUS_POLL_MS = 30_000;

export type StatusState =
  | { state: "loading" }
  | { state: "shown"; data: StatusData; secret: string; checkedAt: Date }
  | { state: "problem"; problem: StatusProblem };

/** Problems another look-up cannot mend (the page says so and gives the phone). */
const FINAL: ReadonlySet<StatusProblem> = new Set(["missing", "unknown", "withdrawn", "expired"]);

const isClosed = (data: StatusData) => data.status === "closed" || data.closedAt !== null;

/**
 * The status page's state: the secret taken from the link (status-secret.ts), one look-up,
 * then again every 30 s while the page is visible and the request open, and whenever the tab
 * comes back into view or focus. A look-up that fails for a passing reason (offline, too
 * many) while a stage is shown keeps the stage on screen; a link found unknown, withdrawn or
 * expired shows its page at once.
 */
export function useStatus(endpoint: string | null, fetcher?: typeof fetch) {
  const [status, setStatus] = useState<StatusState>({ state: "loading" });
  const secret = useRef<string | null>(null);
  const busy = useRef(false);

  const lookUp = useCallback(async () => {
    const asked = secret.current;
    if (!asked || busy.current) return;
    busy.current = true;
    try {
      const result = await lookUpStatus(endpoint, asked, fetcher);
      if (secret.current !== asked) return; // another link was opened meanwhile
      if (result.ok) {
        setStatus({ state: "shown", data: result.data, secret: asked, checkedAt: new Date() });
      } else {
        const { problem } = result;
        // A passing failure while a stage is shown keeps the stage (the next look-up mends it).
        setStatus((before) =>
          before.state === "shown" && !FINAL.has(problem) ? before : { state: "problem", problem },
        );
      }
    } finally {
      busy.current = false;
    }
  }, [endpoint, fetcher]);

  // The link: read once, and again when another link is opened in this tab (a new fragment).
  useEffect(() => {
    const read = () => {
      const found = takeSecret(window.location, window.history, tabStorage());
      if ("secret" in found) {
        secret.current = found.secret;
        setStatus({ state: "loading" });
        void lookUp();
      } else if ("invalid" in found || !secret.current) {
        secret.current = null;
        setStatus({ state: "problem", problem: "invalid" in found ? "unknown" : "missing" });
      }
    };
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, [lookUp]);

  const open = status.state === "shown" && !isClosed(status.data);
  const again =
    status.state === "shown" || (status.state === "problem" && !FINAL.has(status.problem));

  useEffect(() => {
    if (!open) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void lookUp();
    }, STATUS_POLL_MS);
    return () => window.clearInterval(timer);
  }, [open, lookUp]);

  useEffect(() => {
    if (!again) return;
    const onFocus = () => void lookUp();
    const onVisible = () => {
      if (document.visibilityState === "visible") void lookUp();
    };
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [again, lookUp]);

  return { status, open, retry: lookUp };
}
