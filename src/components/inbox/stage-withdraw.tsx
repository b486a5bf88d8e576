import { useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { inboxStageCopy } from "@/content/inbox-stage";

const copy = inboxStageCopy.withdraw;

/**
 * "Withdraw the status link", what it means, and a confirmation (the Radix dialog: focus
 * trapped, Escape keeps the link, focus back on the button). Disabled, with the reason, when
 * there is no live link.
 */
export function StageWithdraw({
  reason,
  busy,
  onWithdraw,
}: {
  /** Why it cannot be withdrawn (no link, already withdrawn), or "". */
  reason: string;
  busy: boolean;
  onWithdraw: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-2" data-stage-withdraw>
      <h3 className="font-bold">{copy.title}</h3>
      <p className="max-w-prose">{copy.text}</p>
      {reason ? <p className="text-muted">{reason}</p> : null}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger
          disabled={busy || Boolean(reason)}
          className={buttonVariants({ variant: "secondary", className: "self-start" })}
        >
          {copy.button}
        </DialogTrigger>
        <DialogContent title={copy.confirmTitle} description={copy.confirmText}>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={busy}
              className={buttonVariants({ variant: "destructive" })}
              onClick={() => void onWithdraw().finally(() => setOpen(false))}
            >
              {copy.confirm}
            </button>
            <button
              type="button"
              className={buttonVariants({ variant: "ghost" })}
              onClick={() => setOpen(false)}
            >
              {copy.cancel}
            </button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
