import { useCallback, useEffect, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { inboxViewCopy } from "@/content/inbox";
import type { StaffMember } from "@/lib/inbox/api";
import { grantHeldKeys, heldKeys } from "@/lib/inbox/keys";
import { useWorkbench } from "./inbox-context";
import { InviteForm } from "./invite-form";
import { Problem } from "./problem";
import { RotationPanel } from "./rotation-panel";
import { useTask } from "./use-task";
import { ViewHeading } from "./view-heading";

const copy = inboxViewCopy.staff;

/** Admins: invite, who holds which keys, grant access, disable (then rotate). */
export function StaffView() {
  const { client, keys, session, announce } = useWorkbench();
  const [staff, setStaff] = useState<StaffMember[] | null>(null);
  const [rotate, setRotate] = useState(false);
  const { busy, error, run } = useTask();
  const load = useCallback(() => client.staff().then((answer) => setStaff(answer.staff)), [client]);
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

  return (
    <section className="flex flex-col gap-8">
      <ViewHeading>{copy.title}</ViewHeading>
      <InviteForm onInvited={() => void load()} />
      {rotate && staff && <RotationPanel staff={staff} onDone={() => void load()} />}
      <Problem text={error} />
      <ul aria-label={copy.list} className="flex flex-col gap-3">
        {staff?.map((member) => (
          <li
            key={member.id}
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
            <p>
              {copy.keys(
                member.memberKeys.length,
                member.memberKeys.map((key) =>
                  key.kind === "passkey" ? copy.passkeyKind : copy.deviceKind,
                ),
              )}{" "}
              {copy.holds(member.agencyKeyIds.map(label))}
            </p>
            {!member.disabledAt && (
              <div className="flex flex-wrap gap-3">
                {lacking(member).length > 0 && member.memberKeys.length > 0 && (
                  <button
                    type="button"
                    disabled={busy}
                    className={buttonVariants({ size: "sm" })}
                    onClick={() => void grant(member)}
                  >
                    {copy.grant}
                    <span className="sr-only">{copy.forName(member.name)}</span>
                  </button>
                )}
                {member.id !== session.staff.id && (
                  <button
                    type="button"
                    disabled={busy}
                    className={buttonVariants({ variant: "destructive", size: "sm" })}
                    onClick={() => void disable(member)}
                  >
                    {copy.disable}
                    <span className="sr-only">{copy.forName(member.name)}</span>
                  </button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
