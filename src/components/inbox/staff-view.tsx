import { useCallback, useEffect, useState } from "react";
import { inboxViewCopy } from "@/content/inbox";
import { inboxTeamCopy } from "@/content/inbox-team";
import type { StaffMember } from "@/shared/wire/inbox-api";
import { grantHeldKeys, heldKeys } from "@/lib/inbox/keys";
import type { PendingInvitation } from "@/shared/wire/inbox-team";
import { useWorkbench } from "./inbox-context";
import { InviteForm } from "./invite-form";
import { PendingInvitations } from "./pending-invitations";
import { Problem } from "./problem";
import { RotationPanel } from "./rotation-panel";
import { StaffMemberCard } from "./staff-member";
import { useTask } from "./use-task";
import { ViewHeading } from "./view-heading";

const copy = inboxViewCopy.staff;

/**
 * Admins: invite, the pending invitations, who holds which keys, grant access, e-mail and role,
 * re-invite after a lost passkey, disable (then rotate).
 */
export function StaffView() {
  const { client, keys, announce } = useWorkbench();
  const [staff, setStaff] = useState<StaffMember[] | null>(null);
  const [pending, setPending] = useState<PendingInvitation[]>([]);
  const [rotate, setRotate] = useState(false);
  const { busy, error, run } = useTask();
  const load = useCallback(async () => {
    const [list, invitations] = await Promise.all([client.staff(), client.invitations()]);
    setStaff(list.staff);
    setPending(invitations.invitations);
  }, [client]);
  useEffect(() => {
    const timer = window.setTimeout(() => void run(load), 0);
    return () => window.clearTimeout(timer);
  }, [run, load]);

  const label = (id: string) => keys.agencyKeys.find((key) => key.id === id)?.label ?? copy.someKey;
  const held = heldKeys().flatMap((key) => (key.agencyKeyId ? [key.agencyKeyId] : []));
  const lacking = (member: StaffMember) => held.filter((id) => !member.agencyKeyIds.includes(id));

  const grant = (member: StaffMember) =>
    run(async () => {
      const lacks = lacking(member);
      const targets = member.memberKeys.map((key) => ({
        memberKeyId: key.id,
        recipient: key.recipient,
        lacks,
      }));
      const made = await grantHeldKeys(targets, client);
      await load();
      announce(copy.granted(member.name, made));
    });
  const disable = (member: StaffMember) =>
    run(async () => {
      if (!window.confirm(copy.confirmDisable(member.name))) return;
      await client.disable(member.id);
      await load();
      setRotate(true);
      announce(copy.wasDisabled(member.name));
    });
  const revoke = (invitation: PendingInvitation) =>
    run(async () => {
      if (!window.confirm(inboxTeamCopy.pending.confirmRevoke(invitation.name))) return;
      await client.revokeInvitation(invitation.id);
      await load();
      announce(inboxTeamCopy.pending.revoked(invitation.name));
    });

  return (
    <section className="flex flex-col gap-8">
      <ViewHeading>{copy.title}</ViewHeading>
      <InviteForm onInvited={() => void load()} />
      <PendingInvitations invitations={pending} busy={busy} onRevoke={(i) => void revoke(i)} />
      {rotate && staff && <RotationPanel staff={staff} onDone={() => void load()} />}
      <Problem text={error} />
      <ul aria-label={copy.list} className="flex flex-col gap-3">
        {staff?.map((member) => (
          <StaffMemberCard
            key={member.id}
            member={member}
            lacks={lacking(member)}
            holds={copy.holds(member.agencyKeyIds.map(label))}
            busy={busy}
            onGrant={() => void grant(member)}
            onDisable={() => void disable(member)}
            reload={load}
          />
        ))}
      </ul>
    </section>
  );
}
