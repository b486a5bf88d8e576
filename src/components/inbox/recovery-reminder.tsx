import { Card } from "@/components/ui/card";
import { inboxViewCopy } from "@/content/inbox";

const copy = inboxViewCopy.keySetup;

/** After a key was imported as the first set-up: print the recovery identity, lock it away. */
export function RecoveryReminder() {
  return (
    <Card tone="tint" padding="sm" className="mt-6" role="note">
      <p className="font-semibold">{copy.setUp}</p>
    </Card>
  );
}
