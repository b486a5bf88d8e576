import { useId, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { inboxViewCopy } from "@/content/inbox";
import { inboxTeamCopy } from "@/content/inbox-team";
import { ROLES, type Invitation, type Role } from "@/shared/wire/inbox-api";
import { EMAIL_PATTERN } from "@/shared/wire/inbox-team";
import { exactTime } from "@/lib/inbox/format";
import { useWorkbench } from "./inbox-context";
import { InvitationLink } from "./invitation-link";
import { Problem } from "./problem";
import { useTask } from "./use-task";

const copy = inboxViewCopy.staff;
const team = inboxTeamCopy.invite;
const ROLE_OPTIONS = ROLES.map((value) => ({ value, label: copy.roles[value] }));

/**
 * Invite a colleague: the one-time link to copy and send them (it is valid once, 24 hours), with
 * their e-mail for alerts (optional: one person, one account, so an address on an active account
 * is refused with the server's reason).
 */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const { client, announce } = useWorkbench();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("staff");
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const { busy, error, run, setError } = useTask();
  const id = useId();

  const submit = () =>
    run(async () => {
      if (!name.trim()) return setError(copy.nameMissing);
      const address = email.trim();
      if (address && !EMAIL_PATTERN.test(address)) return setError(team.emailInvalid);
      setInvitation(await client.invite(name.trim(), role, address || null));
      setName("");
      setEmail("");
      onInvited();
      announce(copy.ready);
    });

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">
        {copy.invite}
      </h2>
      <form
        noValidate
        className="grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-[1fr_1fr_12rem_auto]"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-name`} className="font-semibold">
            {copy.name}
          </label>
          <Input
            id={`${id}-name`}
            value={name}
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-email`} className="font-semibold">
            {team.email}
          </label>
          <Input
            id={`${id}-email`}
            type="email"
            value={email}
            autoComplete="off"
            aria-describedby={`${id}-email-hint`}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-role`} className="font-semibold">
            {copy.role}
          </label>
          <NativeSelect
            id={`${id}-role`}
            value={role}
            options={ROLE_OPTIONS}
            onChange={(event) =>
              setRole(ROLES.find((value) => value === event.target.value) ?? "staff")
            }
          />
        </div>
        <button type="submit" disabled={busy} className={buttonVariants()}>
          {copy.create}
        </button>
      </form>
      <p id={`${id}-email-hint`} className="text-sm text-muted">
        {team.emailHint}
      </p>
      <Problem text={error} />
      {invitation && (
        <InvitationLink
          invitation={invitation}
          label={copy.link(exactTime(invitation.expiresAt))}
        />
      )}
    </section>
  );
}
