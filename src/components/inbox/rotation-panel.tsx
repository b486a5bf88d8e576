import { useEffect, useState } from "react";
import { Card } from "@/components/ui/card";
import { buttonVariants } from "@/components/ui/button-variants";
import { inboxViewCopy } from "@/content/inbox";
import { keysCopy } from "@/content/inbox-keys";
import type { StaffMember } from "@/shared/wire/inbox-api";
import { fingerprint } from "@/lib/inbox/fingerprint";
import { rotateAgencyKey } from "@/lib/inbox/keys";
import { useWorkbench } from "./inbox-context";
import { Problem } from "./problem";
import { useTask } from "./use-task";

const copy = inboxViewCopy.staff;

/**
 * Offered after disabling someone: a new agency key made in this browser, granted to every
 * active member key; the old one retired. The forms read the active keys from the intake, so
 * the new key is in use at once; the keys page (Settings) lists it, and says what to rebuild
 * when a build pinned its recipients.
 */
export function RotationPanel({ staff, onDone }: { staff: StaffMember[]; onDone: () => void }) {
  const { client, keys, refreshKeys, announce, keysChanged } = useWorkbench();
  const [recipient, setRecipient] = useState("");
  const [print, setPrint] = useState("");
  useEffect(() => {
    if (recipient) void fingerprint(recipient).then(setPrint);
  }, [recipient]);
  const { busy, error, run } = useTask();

  const rotate = () =>
    run(async () => {
      const members = staff
        .filter((member) => !member.disabledAt)
        .flatMap((member) =>
          member.memberKeys.map((key) => ({ memberKeyId: key.id, recipient: key.recipient })),
        );
      const label = copy.rotatedLabel(new Date().toISOString().slice(0, 10));
      setRecipient(await rotateAgencyKey(keys.agencyKeys, members, client, label));
      await refreshKeys();
      keysChanged();
      onDone();
      announce(keysCopy.rotation.rotated);
    });

  return (
    <Card
      tone="tint"
      padding="sm"
      className="flex flex-col gap-3"
      role="region"
      aria-label={copy.rotation}
    >
      {!recipient ? (
        <>
          <p>{copy.rotateWhy}</p>
          <Problem text={error} />
          <button
            type="button"
            disabled={busy}
            className={buttonVariants()}
            onClick={() => void rotate()}
          >
            {copy.rotate}
          </button>
        </>
      ) : (
        <>
          <p className="font-semibold">{keysCopy.rotation.newRecipient}</p>
          <code data-new-recipient className="rounded bg-canvas p-3 text-sm break-all">
            {recipient}
          </code>
          <p>{keysCopy.rotation.fingerprint(print || "…")}</p>
        </>
      )}
    </Card>
  );
}
