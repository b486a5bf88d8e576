import { useEffect, useState } from "react";
import { fetchRecipients } from "@/lib/intake/recipients";
import type { IntakeSettings } from "@/lib/intake/settings";

/**
 * Whether the intake's active recipients are still the samples (the office has not set up its
 * keys: anyone could read what is sent). Asked once the page is idle after hydration, so the
 * form says so before anything is sent; each send's own fetch updates it (`setSample`). A
 * pinned build (INTAKE_RECIPIENTS) or one with no intake never asks.
 */
export function useSampleKeys({ endpoint, recipients }: IntakeSettings) {
  const [sample, setSample] = useState(false);
  const pinned = recipients !== null;
  useEffect(() => {
    if (!endpoint || pinned) return;
    let current = true;
    const ask = () => {
      void fetchRecipients(endpoint).then((live) => {
        if (current && live.ok) setSample(live.sample);
      });
    };
    // Safari has no requestIdleCallback: a task after hydration there.
    const idle = "requestIdleCallback" in window;
    const handle = idle
      ? window.requestIdleCallback(ask, { timeout: 5_000 })
      : window.setTimeout(ask, 0);
    return () => {
      current = false;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [endpoint, pinned]);
  return { sample, setSample };
}
