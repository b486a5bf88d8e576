import { useEffect, useRef } from "react";
import { formReadyCopy as copy } from "@/content/form-ready";
import { HELD_ATTRIBUTE } from "./hold-submit-script";

/**
 * The form's side of a Send tapped before it hydrated (`hold-submit-script.ts` held it): once
 * the island runs, a held submit is submitted again, now through the form's own onSubmit
 * (checked, then sent; Next on a step form). Returns the form's ref.
 */
export function useHeldSubmit(hydrated: boolean) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    const island = form?.closest("astro-island");
    if (!hydrated || !form || !island?.hasAttribute(HELD_ATTRIBUTE)) return;
    island.removeAttribute(HELD_ATTRIBUTE);
    form.requestSubmit();
  }, [hydrated]);
  return ref;
}

/**
 * "Getting the form ready…" by the Send button, shown (by CSS) only while a tap is held: the
 * same markup in the prerendered page and at hydration, so React finds what it rendered.
 * Rendered until the island runs. No phone number here: the intake forms' notice above the
 * fields gives it until then, and the calculator would download the phone link just for this.
 */
export function HeldSubmitNotice() {
  return (
    <p role="status" data-held-notice>
      <span className="hidden font-semibold text-brand-900 [[data-held]_&]:inline">
        {copy.gettingReady}
      </span>
    </p>
  );
}
