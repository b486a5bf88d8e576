import { useId, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { inboxViewCopy } from "@/content/inbox";
import { keysCopy } from "@/content/inbox-keys";
import { grantHeldKeys } from "@/lib/inbox/keys";
import { createMember } from "@/lib/inbox/passkey";
import { useWorkbench } from "./inbox-context";
import { OwnAccount } from "./own-account";
import { KeysView } from "./keys-view";
import { Problem } from "./problem";
import { useTask } from "./use-task";
import { ViewHeading } from "./view-heading";

const copy = inboxViewCopy.settings;

/** My settings: e-mail notifications, and another passkey (given the keys held here). */
export function SettingsView() {
  const { client, session, refreshKeys, announce } = useWorkbench();
  const [notify, setNotify] = useState(session.staff.notify);
  const { busy, error, run } = useTask();
  const id = useId();

  const toggle = (on: boolean) =>
    run(async () => {
      const member = await client.setNotify(on);
      setNotify(member.notify);
      announce(member.notify ? copy.on : copy.off);
    });
  const addPasskey = () =>
    run(async () => {
      const { options } = await client.passkeyOptions();
      const created = await createMember(options);
      await client.addPasskey(created.response, created.memberKey);
      const keys = await refreshKeys();
      const added = keys.memberKeys.find((key) => key.recipient === created.memberKey.recipient);
      const lacks = keys.agencyKeys.map((key) => key.id);
      if (added) {
        await grantHeldKeys([{ memberKeyId: added.id, recipient: added.recipient, lacks }], client);
      }
      announce(copy.added);
    });

  return (
    <section className="flex flex-col gap-6">
      <ViewHeading>{copy.title}</ViewHeading>
      <Problem text={error} />
      <div className="flex items-start gap-3">
        <input
          id={`${id}-notify`}
          type="checkbox"
          className="mt-1 size-5"
          checked={notify}
          disabled={busy}
          aria-describedby={`${id}-notify-hint`}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <div>
          <label htmlFor={`${id}-notify`} className="font-semibold">
            {copy.notify}
          </label>
          <p id={`${id}-notify-hint`} className="text-muted">
            {copy.notifyHint}
            {copy.address(session.staff.email)}
          </p>
        </div>
      </div>
      <OwnAccount />
      <div className="flex flex-col gap-2">
        <h2 className="text-xl font-bold text-brand-900">{copy.passkeys}</h2>
        <p>{copy.passkeysWhy}</p>
        <button
          type="button"
          disabled={busy}
          className={buttonVariants({ variant: "secondary" })}
          onClick={() => void addPasskey()}
        >
          {copy.add}
        </button>
      </div>
      {session.staff.role === "admin" ? <KeysView /> : <p>{keysCopy.page.forAdmins}</p>}
    </section>
  );
}
