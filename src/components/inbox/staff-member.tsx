import { useState, type ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { inboxViewCopy } from "@/content/inbox";
import { inboxTeamCopy } from "@/content/inbox-team";
import type { Invitation, StaffMember } from "@/shared/wire/inbox-api";
import { exactTime } from "@/lib/inbox/format";
import { useWorkbench } from "./inbox-context";
import { InvitationLink } from "./invitation-link";
import { EmailForm } from "./member-email";
import { Problem } from "./problem";
import { useTask } from "./use-task";

const copy = inboxViewCopy.staff;
const team = inboxTeamCopy.member;

type Props = {
  member: StaffMember;
  /** The agency keys this page holds that the colleague lacks (what "Grant access" gives). */
  lacks: readonly string[];
  holds: string;
  onGrant: () => void;
  onDisable: () => void;
  /** After a change here: the staff list and the pending invitations again. */
  reload: () => Promise<void>;
  busy: boolean;
};

type ActionProps = {
  variant?: "primary" | "secondary" | "destructive";
  disabled: boolean;
  onClick: () => void;
  /** The colleague's name for screen readers, after the words ("Disable, for Ada"). */
  who: ReactNode;
  children: ReactNode;
};

/** One of a colleague's small buttons: the same size, each named with the colleague. */
function Action({ variant = "secondary", disabled, onClick, who, children }: ActionProps) {
  return (
    <button
      type="button"
      disabled={disabled}
      className={buttonVariants({ variant, size: "sm" })}
      onClick={onClick}
    >
      {children}
      {who}
    </button>
  );
}

/** One colleague: their address, keys and access; grant, role, re-invite (lost passkey), disable. */
export function StaffMemberCard({ member, lacks, holds, onGrant, onDisable, reload, busy }: Props) {
  const { client, session, announce } = useWorkbench();
  const [editing, setEditing] = useState(false);
  const [link, setLink] = useState<Invitation | null>(null);
  const task = useTask();
  const self = member.id === session.staff.id;
  const admin = member.role === "admin";
  const working = busy || task.busy;
  const sr = <span className="sr-only">{copy.forName(member.name)}</span>;

  const saveEmail = (email: string | null) =>
    task.run(async () => {
      await client.changeStaff(member.id, { email });
      setEditing(false);
      await reload();
      announce(team.emailSaved(member.name));
    });
  const changeRole = () =>
    task.run(async () => {
      if (!window.confirm(team.confirmRole(member.name, !admin))) return;
      await client.changeStaff(member.id, { role: admin ? "staff" : "admin" });
      await reload();
      announce(team.roleChanged(member.name, !admin));
    });
  const reinvite = () =>
    task.run(async () => {
      if (!window.confirm(team.confirmReinvite(member.name))) return;
      setLink(await client.reinvite(member.id));
      await reload();
      announce(team.reinviteReady(member.name));
    });

  return (
    <li
      data-staff={member.name}
      className="flex flex-col gap-2 rounded-xl border border-line bg-canvas p-4"
    >
      <p className="text-lg font-bold">
        {member.name}
        <span className="font-normal text-muted">{copy.roleNote(member.role)}</span>
        {member.disabledAt && (
          <span className="ml-2 font-semibold text-danger">{copy.disabled}</span>
        )}
      </p>
      <p data-email>{team.email(member.email)}</p>
      <p>
        {copy.keys(
          member.memberKeys.length,
          member.memberKeys.map((key) =>
            key.kind === "passkey" ? copy.passkeyKind : copy.deviceKind,
          ),
        )}{" "}
        {holds}
      </p>
      {!member.disabledAt && member.memberKeys.length > 0 && member.agencyKeyIds.length === 0 && (
        <p className="text-muted">{team.needsGrant(member.name)}</p>
      )}
      <Problem text={task.error} />
      {editing && (
        <EmailForm
          label={team.emailLabel(member.name)}
          initial={member.email}
          saveLabel={team.saveEmail}
          busy={working}
          onSave={(email) => void saveEmail(email)}
          onInvalid={task.setError}
          onCancel={() => setEditing(false)}
        />
      )}
      {!member.disabledAt && (
        <div className="flex flex-wrap gap-3">
          {lacks.length > 0 && member.memberKeys.length > 0 && (
            <Action variant="primary" disabled={working} onClick={onGrant} who={sr}>
              {copy.grant}
            </Action>
          )}
          {!editing && (
            <Action disabled={working} onClick={() => setEditing(true)} who={sr}>
              {team.editEmail}
            </Action>
          )}
          <Action disabled={working} onClick={() => void changeRole()} who={sr}>
            {admin ? team.makeStaff : team.makeAdmin}
          </Action>
          {!self && (
            <Action disabled={working} onClick={() => void reinvite()} who={sr}>
              {team.reinvite}
            </Action>
          )}
          {!self && (
            <Action variant="destructive" disabled={working} onClick={onDisable} who={sr}>
              {copy.disable}
            </Action>
          )}
        </div>
      )}
      {link && (
        <InvitationLink
          invitation={link}
          label={team.reinviteLink(member.name, exactTime(link.expiresAt))}
        />
      )}
    </li>
  );
}
