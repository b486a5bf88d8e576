import { useId } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { inboxViewCopy } from "@/content/inbox";
import { inboxTeamCopy } from "@/content/inbox-team";
import { exactTime } from "@/lib/inbox/format";
import type { PendingInvitation } from "@/shared/wire/inbox-team";

const roles = inboxViewCopy.staff.roles;
const copy = inboxTeamCopy.pending;

/** The links made and not yet used (who, role, e-mail, until when), each with Revoke. */
export function PendingInvitations({
  invitations,
  busy,
  onRevoke,
}: {
  invitations: readonly PendingInvitation[];
  busy: boolean;
  onRevoke: (invitation: PendingInvitation) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {copy.title}
      </h2>
      {invitations.length === 0 ? (
        <p className="text-muted">{copy.none}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {invitations.map((invitation) => (
            <li
              key={invitation.id}
              data-invitation={invitation.name}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-line p-3"
            >
              <div>
                <p className="font-semibold">{invitation.name}</p>
                <p className="text-sm text-muted">
                  {copy.row(
                    invitation.forStaffId ? copy.reinvite : roles[invitation.role],
                    invitation.email,
                    exactTime(invitation.expiresAt),
                  )}{" "}
                  {copy.invitedBy(invitation.invitedBy)}
                </p>
              </div>
              <button
                type="button"
                disabled={busy}
                className={buttonVariants({ variant: "secondary", size: "sm" })}
                onClick={() => onRevoke(invitation)}
              >
                {copy.revoke}
                <span className="sr-only"> {invitation.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
