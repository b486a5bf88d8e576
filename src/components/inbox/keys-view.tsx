import { useEffect, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { keysCopy } from "@/content/inbox-keys";
import { agencySetUp, replaceRecoveryKey } from "@/lib/inbox/agency-setup";
import { fingerprints } from "@/lib/inbox/fingerprint";
import { rotateAgencyKey } from "@/lib/inbox/keys";
import { keyHistory, pinnedRebuild, recipientsState, type KeyEvent } from "@/lib/inbox/keys-facts";
import { useWorkbench } from "./inbox-context";
import { KeyList } from "./key-list";
import { useShowKit } from "./keys-gate";
import { Problem } from "./problem";
import { useTask } from "./use-task";

const copy = keysCopy.page;

/**
 * The keys page (a section of Settings, admins): every agency and recovery key, in use or
 * retired, in full with its fingerprint and who added and retired it; the rebuild line when a
 * build pinned recipients that are no longer the active ones; replacing the recovery key.
 */
export function KeysView() {
  const { client, keys, refreshKeys, announce, keysChanged } = useWorkbench();
  const showKit = useShowKit();
  const [events, setEvents] = useState<KeyEvent[]>([]);
  const [prints, setPrints] = useState<Map<string, string>>(new Map());
  const [pinned, setPinned] = useState<string[] | null>(null);
  const { busy, error, run } = useTask();

  useEffect(() => {
    void run(async () => {
      setPrints(await fingerprints(keys.agencyKeys.map((key) => key.recipient)));
      setPinned((await recipientsState())?.pinned ?? null);
      setEvents(await keyHistory());
    });
  }, [keys.agencyKeys, run]);

  const rebuild = pinnedRebuild(pinned, keys.agencyKeys);
  const hasRecovery = keys.agencyKeys.some((key) => key.recovery && !key.retiredAt);
  const replace = () =>
    run(async () => {
      if (hasRecovery && !window.confirm(copy.replaceConfirm)) return;
      const now = new Date();
      const label = copy.replaceLabel(now.toISOString().slice(0, 10));
      const kit = await replaceRecoveryKey(keys.agencyKeys, client, label, now);
      showKit(kit);
      await refreshKeys();
      keysChanged();
      announce(copy.replaced);
    });

  // A rotation from here (a lost laptop, a copy feared): granted to every active member key.
  const rotate = () =>
    run(async () => {
      if (!window.confirm(copy.rotateConfirm)) return;
      const { staff } = await client.staff();
      const members = staff
        .filter((member) => !member.disabledAt)
        .flatMap((member) =>
          member.memberKeys.map((key) => ({ memberKeyId: key.id, recipient: key.recipient })),
        );
      const label = copy.rotatedLabel(new Date().toISOString().slice(0, 10));
      await rotateAgencyKey(keys.agencyKeys, members, client, label);
      await refreshKeys();
      keysChanged();
      announce(keysCopy.rotation.rotated);
    });

  return (
    <section aria-labelledby="keys-page-title" className="flex flex-col gap-4" data-keys-page>
      <h2 id="keys-page-title" className="text-xl font-bold text-brand-900">
        {copy.title}
      </h2>
      <p>{copy.intro}</p>
      {keys.agencyKeys.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <KeyList keys={keys.agencyKeys} prints={prints} events={events} />
      )}
      {pinned && (
        <div role="note" className="flex flex-col gap-2 rounded-md border-2 border-accent-700 p-3">
          <p className="font-semibold">{rebuild ? copy.pinned : copy.pinnedCurrent}</p>
          {rebuild && (
            <code data-rebuild className="rounded bg-surface p-2 text-sm break-all">
              {rebuild}
            </code>
          )}
        </div>
      )}
      <Problem text={error} />
      {agencySetUp(keys.agencyKeys) && (
        <KeyAction
          action={copy.rotate}
          why={copy.rotateWhy}
          busy={busy}
          onClick={() => void rotate()}
        />
      )}
      <KeyAction
        action={hasRecovery ? copy.replace : copy.makeRecovery}
        why={hasRecovery ? copy.replaceWhy : copy.noRecovery}
        busy={busy}
        onClick={() => void replace()}
      />
    </section>
  );
}

type KeyActionProps = { action: string; why: string; busy: boolean; onClick: () => void };

/** One change to the agency's keys: named as its heading and its button, with why to do it. */
function KeyAction({ action, why, busy, onClick }: KeyActionProps) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{action}</h3>
      <p>{why}</p>
      <button
        type="button"
        disabled={busy}
        className={`${buttonVariants({ variant: "secondary" })} self-start`}
        onClick={onClick}
      >
        {action}
      </button>
    </div>
  );
}
