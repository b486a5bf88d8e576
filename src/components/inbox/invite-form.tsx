import { useId, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { inboxViewCopy } from "@/content/inbox";
import { ROLES, type Invitation, type Role } from "@/lib/inbox/api";
import { exactTime } from "@/lib/inbox/format";
import { useWorkbench } from "./inbox-context";
import { Problem } from "./problem";
import { useTask } from "./use-task";

const copy = inboxViewCopy.staff;
const ROLE_OPTIONS = ROLES.map((value) => ({ value, label: copy.roles[value] }));

/** Invite a colleague: the one-time link to copy and send them (it is valid once, 24 hours). */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const { client, announce } = useWorkbench();
  const [name, setName] = useState("");
  const [role, setRole] = useState<Role>("staff");
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const { busy, error, run, setError } = useTask();
  const id = useId();

  const submit = () =>
    run(async () => {
      if (!name.trim()) return setError(copy.nameMissing);
      setInvitation(await client.invite(name.trim(), role));
      setName("");
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
        className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
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
      <Problem text={error} />
      {invitation && (
        <div className="flex flex-col gap-2 rounded-md bg-brand-50 p-4">
          <label htmlFor={`${id}-link`} className="font-semibold">
            {copy.link(exactTime(invitation.expiresAt))}
          </label>
          <Input
            id={`${id}-link`}
            readOnly
            value={invitation.link}
            onFocus={(e) => e.target.select()}
          />
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
      )}
    </section>
  );
}
