import { useState } from "react";
import { inboxTeamCopy } from "@/content/inbox-team";
import { DeviceKeyWarning, usesDeviceKey } from "./device-key-warning";
import { useWorkbench } from "./inbox-context";
import { EmailForm } from "./member-email";
import { Problem } from "./problem";
import { useTask } from "./use-task";

const copy = inboxTeamCopy.settings;

/** Settings: one's own e-mail for alerts, and the device-key warning while it applies. */
export function OwnAccount() {
  const { client, session, keys, announce } = useWorkbench();
  const [email, setEmail] = useState(session.staff.email);
  const { busy, error, run, setError } = useTask();
  const save = (next: string | null) =>
    run(async () => {
      const member = await client.setOwnEmail(next);
      setEmail(member.email);
      announce(member.email ? copy.saved : copy.cleared);
    });
  return (
    <section aria-labelledby="own-email-title" className="flex flex-col gap-3">
      {usesDeviceKey(keys) && <DeviceKeyWarning />}
      <h2 id="own-email-title" className="text-xl font-bold text-brand-900">
        {copy.title}
      </h2>
      <Problem text={error} />
      <EmailForm
        key={email ?? ""}
        label={copy.label}
        hint={copy.hint}
        initial={email}
        saveLabel={copy.save}
        busy={busy}
        onSave={(next) => void save(next)}
        onInvalid={setError}
      />
    </section>
  );
}
