import { Dialog as DialogPrimitive } from "radix-ui";
import { useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { inboxCopy } from "@/content/inbox";
import { inboxTeamNotices } from "@/content/inbox-team-notices";

const copy = inboxCopy.idle;

/**
 * The minute before the idle sign-out: a modal alert dialog (Radix: focus moves in and stays
 * inside while it is open, and goes back where it was when it closes) naming the session's real
 * idle minutes. "Stay signed in" and Escape both count as activity; the dialog closes when the
 * server has heard it (the session hook clears its warning), so an unanswered touch leaves it
 * open. A click outside does nothing: staying is a choice made with the button or Escape.
 */
export function IdleWarning({ minutes, onStay }: { minutes: number; onStay: () => Promise<void> }) {
  const stay = () => void onStay().catch(() => undefined);
  // Where focus was when the warning came (there is no trigger button to go back to).
  const [before] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && stay()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/50 print:hidden" />
        <DialogPrimitive.Content
          role="alertdialog"
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            before?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-xl bg-canvas p-6 shadow-lifted print:hidden"
        >
          <DialogPrimitive.Title className="text-xl font-bold text-brand-900">
            {copy.title}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description>
            {inboxTeamNotices.idle.text(minutes)}
          </DialogPrimitive.Description>
          <button type="button" className={buttonVariants()} onClick={stay}>
            {copy.stay}
          </button>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
