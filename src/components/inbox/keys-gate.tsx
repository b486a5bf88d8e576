import { createContext, use, useState, type ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { keysCopy, recoveryKitCopy } from "@/content/inbox-keys";
import { agencySetUp } from "@/lib/inbox/agency-setup";
import type { RecoveryKit } from "@/lib/inbox/recovery-kit";
import { useWorkbench } from "./inbox-context";
import { KeySetup } from "./key-setup";
import { RecoveryKitPanel } from "./recovery-kit";

/** Shows a new recovery kit in place of the views until it is confirmed saved. */
const KitContext = createContext<(kit: RecoveryKit) => void>(() => {});
export const useShowKit = () => use(KitContext);

/**
 * Around the workspace's views: the sample-keys banner (every view, while the agency has no key
 * of its own), the key set-up while this page holds no key, and a new recovery kit, which
 * replaces the views until the admin confirms they saved it.
 */
export function KeysGate({
  admin,
  locked,
  unlocked,
  children,
}: {
  admin: boolean;
  locked: boolean;
  unlocked: boolean;
  children: ReactNode;
}) {
  const { keys, announce } = useWorkbench();
  const [kit, setKit] = useState<RecoveryKit | null>(null);
  return (
    <KitContext value={setKit}>
      {!agencySetUp(keys.agencyKeys) && (
        <Card
          tone="tint"
          padding="sm"
          role="note"
          className="mt-6 border-2 border-accent-700 font-semibold print:hidden"
          data-sample-keys
        >
          {keysCopy.banner}
        </Card>
      )}
      {kit ? (
        <RecoveryKitPanel
          kit={kit}
          onConfirmed={() => {
            setKit(null);
            announce(recoveryKitCopy.confirmed);
          }}
        />
      ) : (
        <>
          {locked && <KeySetup admin={admin} unlocked={unlocked} onKit={setKit} />}
          {children}
        </>
      )}
    </KitContext>
  );
}
