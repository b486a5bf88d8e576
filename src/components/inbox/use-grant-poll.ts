import { useEffect } from "react";
import { inboxTeamNotices } from "@/content/inbox-team-notices";
import type { Keys } from "@/shared/wire/inbox-api";
import { heldKeys, heldMember, unlockNewGrants } from "@/lib/inbox/keys";
import type { Workbench } from "./inbox-context";

/** As often as the request list polls (use-request-feed.ts). @internal Exported for its test. */
export const GRANT_POLL_MS = 15_000;

/** Grants to this page's member key for agency keys it does not hold yet. */
function grantsToOpen(keys: Keys) {
  const member = heldMember();
  if (!member) return 0;
  const held = new Set(heldKeys().map((key) => key.agencyKeyId));
  return keys.grants.filter(
    (grant) => grant.memberKeyId === member.memberKeyId && !held.has(grant.agencyKeyId),
  ).length;
}

const sameIds = (a: readonly { id: string }[], b: readonly { id: string }[]) =>
  a.length === b.length && a.every((key, i) => key.id === b[i]?.id);

/**
 * A grant made while the page is open (an admin granted access, or re-granted after a lost
 * passkey) is opened at the next poll, without signing out. The poll (`pollKeys`) does not
 * count as activity, so an open page still signs out when idle; a poll that fails is simply
 * made again next time (a 401 signs the page out through the client).
 */
export function useGrantPoll({
  client,
  keys,
  refreshKeys,
  announce,
  keysChanged,
}: Pick<Workbench, "client" | "keys" | "refreshKeys" | "announce" | "keysChanged">) {
  useEffect(() => {
    let stopped = false;
    const poll = async () => {
      const latest = await client.pollKeys();
      if (stopped || grantsToOpen(latest) === 0) return;
      const added = await unlockNewGrants(latest);
      if (stopped || added === 0) return;
      // New agency keys too (a rotation meanwhile): the workspace's list of them, once.
      if (!sameIds(latest.agencyKeys, keys.agencyKeys)) await refreshKeys();
      keysChanged();
      announce(inboxTeamNotices.grants.arrived(added));
    };
    const timer = window.setInterval(() => void poll().catch(() => undefined), GRANT_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [client, keys, refreshKeys, announce, keysChanged]);
}
