import { useEffect, useRef } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { inboxCopy } from "@/content/inbox";

const copy = inboxCopy.idle;

/**
 * The minute before the idle sign-out: an alert dialog that takes focus, with "Stay signed in"
 * (which counts as activity). Focus goes back where it was when it closes.
 */
export function IdleWarning({ onStay }: { onStay: () => Promise<void> }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    const before = active instanceof HTMLElement ? active : null;
    button.current?.focus();
    return () => before?.focus();
  }, []);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-ink/50 p-4 print:hidden">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="idle-title"
        aria-describedby="idle-text"
        className="flex max-w-md flex-col gap-4 rounded-xl bg-canvas p-6 shadow-lifted"
      >
        <h2 id="idle-title" className="text-xl font-bold text-brand-900">
          {copy.title}
        </h2>
        <p id="idle-text">{copy.text}</p>
        <button
          ref={button}
          type="button"
          className={buttonVariants()}
          onClick={() => void onStay().catch(() => undefined)}
        >
          {copy.stay}
        </button>
      </div>
    </div>
  );
}
