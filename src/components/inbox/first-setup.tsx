import { buttonVariants } from "@/components/ui/button-variants";
import { keysCopy } from "@/content/inbox-keys";
import { setUpAgency } from "@/lib/inbox/agency-setup";
import type { RecoveryKit } from "@/lib/inbox/recovery-kit";
import { useWorkbench } from "./inbox-context";
import { Problem } from "./problem";
import { useTask } from "./use-task";

const copy = keysCopy.setUp;

/**
 * The first set-up, for an admin of an agency with no key of its own yet: both identities made
 * in this browser, registered, the agency one granted to the admin; then the recovery kit.
 */
export function FirstSetUp({ onKit }: { onKit: (kit: RecoveryKit) => void }) {
  const { client, keys, refreshKeys, announce, keysChanged } = useWorkbench();
  const { busy, error, run } = useTask();

  const setUp = () =>
    run(async () => {
      const now = new Date();
      const labels = {
        agency: copy.agencyLabel,
        recovery: copy.recoveryLabel(now.toISOString().slice(0, 10)),
      };
      const kit = await setUpAgency(client, labels, now, keys.agencyKeys);
      onKit(kit);
      await refreshKeys();
      keysChanged();
      announce(copy.done);
    });

  return (
    <div className="flex flex-col gap-3" data-first-setup>
      <h2 className="text-xl font-bold text-brand-900">{copy.title}</h2>
      <p>{copy.intro}</p>
      <Problem text={error} />
      <button
        type="button"
        className={`${buttonVariants()} self-start`}
        disabled={busy}
        onClick={() => void setUp()}
      >
        {busy ? copy.busy : copy.button}
      </button>
    </div>
  );
}
