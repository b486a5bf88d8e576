import { createContext, use } from "react";
import type { Keys, SessionInfo } from "@/shared/wire/inbox-api";
import type { InboxClient } from "@/lib/inbox/client";

/** What every view of the signed-in workspace reads. */
export type Workbench = {
  client: InboxClient;
  session: SessionInfo;
  keys: Keys;
  refreshKeys: () => Promise<Keys>;
  /** Says `text` in the polite live region. */
  announce: (text: string) => void;
  /** Re-renders after the held agency keys changed (an import, a rotation). */
  keysChanged: (firstSetUp?: boolean) => void;
};

export const WorkbenchContext = createContext<Workbench | null>(null);

export function useWorkbench(): Workbench {
  const value = use(WorkbenchContext);
  if (!value) throw new Error("useWorkbench must be inside the workspace");
  return value;
}
