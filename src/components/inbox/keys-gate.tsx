import { createContext, lazy, Suspense, use, useState, type ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { keysGateCopy as copy } from "@/content/inbox-keys-gate";
import type { AgencyKey } from "@/shared/wire/inbox-api";
import type { RecoveryKit } from "@/lib/inbox/recovery-kit";
import { useWorkbench } from "./inbox-context";

/*
 * The set-up and the kit load when shown: a day's sign-in (keys granted) needs neither, and
 * the inbox's first visit has a budget.
 */
const KeySetup = lazy(() => import("./key-setup").then((m) => ({ default: m.KeySetup })));
const RecoveryKitPanel = lazy(() =>
  import("./recovery-kit").then((m) => ({ default: m.RecoveryKitPanel })),
);

/** Whether the agency registered a key of its own (agency-setup.ts's rule, kept light here). */
const setUp = (keys: readonly AgencyKey[]) => keys.some((key) => !key.recovery && !key.retiredAt);

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
      {!setUp(keys.agencyKeys) && (
        <Card
          tone="tint"
          padding="sm"
          role="note"
          className="mt-6 border-2 border-accent-700 font-semibold print:hidden"
          data-sample-keys
        >
          {copy.banner}
        </Card>
      )}
      {kit ? (
        <Suspense fallback={null}>
          <RecoveryKitPanel
            kit={kit}
            onConfirmed={() => {
              setKit(null);
              announce(copy.kitConfirmed);
            }}
          />
        </Suspense>
      ) : (
        <>
          {locked && (
            <Suspense fallback={null}>
              <KeySetup admin={admin} unlocked={unlocked} onKit={setKit} />
            </Suspense>
          )}
          {children}
        </>
      )}
    </KitContext>
  );
}
