import { useId } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { inboxViewCopy } from "@/content/inbox";
import type { Invitation } from "@/shared/wire/inbox-api";
import { useWorkbench } from "./inbox-context";

const copy = inboxViewCopy.staff;

/** A one-time link to copy and send (a newcomer's invitation, or a new passkey's). */
export function InvitationLink({ invitation, label }: { invitation: Invitation; label: string }) {
  const { announce } = useWorkbench();
  const id = useId();
  return (
    <div className="flex flex-col gap-2 rounded-md bg-brand-50 p-4">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <Input id={id} readOnly value={invitation.link} onFocus={(e) => e.target.select()} />
      <button
        type="button"
        className={buttonVariants({ variant: "secondary", size: "sm" })}
        onClick={() =>
          void navigator.clipboard?.writeText(invitation.link).then(() => announce(copy.copied))
        }
      >
        {copy.copy}
      </button>
    </div>
  );
}
