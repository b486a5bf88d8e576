import { useCallback, useEffect, useRef, useState } from "react";
import { inboxCopy } from "@/content/inbox";
import { inboxTeamNotices } from "@/content/inbox-team-notices";
import type { Keys, SessionInfo } from "@/shared/wire/inbox-api";
import { createInboxClient, InboxApiError, type InboxClient } from "@/lib/inbox/client";
import { clearKeys, unlockGrants } from "@/lib/inbox/keys";
import {
  authenticate,
  createMember,
  reauthenticate,
  unlockMember,
  type MemberIdentity,
} from "@/lib/inbox/passkey";

/**
 * The inbox's session: sign-in, enrolment, the idle clock and sign-out. The idle clock restarts
 * on every call the server counts as activity; a minute before it runs out `warning` is true,
 * and at the end the page signs out and forgets the keys. The session's absolute end (12 hours
 * after sign-in, which no activity moves) signs out the same way, without a warning to stay.
 */
export type Phase =
  | { kind: "starting" }
  | { kind: "enrol"; token: string }
  | { kind: "signed-out"; message: string }
  | { kind: "in"; session: SessionInfo; keys: Keys; unlocked: boolean };

const WARN_BEFORE_MS = 60_000;

/** Reads `#invite=TOKEN` and removes it from the address (it is single-use). */
function takeInviteToken(): string | null {
  const match = /^#invite=([A-Za-z0-9_-]{16,200})$/.exec(window.location.hash);
  if (!match?.[1]) return null;
  window.history.replaceState(null, "", window.location.pathname + window.location.search);
  return match[1];
}

/** The page's one client; the session hook listens to what it hears. */
const listeners = { activity: () => {}, signedOut: () => {} };
const client: InboxClient = createInboxClient({
  onActivity: () => listeners.activity(),
  onSignedOut: () => listeners.signedOut(),
  // Adding a passkey, a key or an invitation: the passkey prompt, then the call again.
  reauthenticate: () => reauthenticate(client),
});

export function useInboxSession() {
  const [phase, setPhase] = useState<Phase>(() => {
    const token = takeInviteToken();
    return token ? { kind: "enrol", token } : { kind: "starting" };
  });
  const [deadline, setDeadline] = useState<number | null>(null);
  const [lifetimeEnd, setLifetimeEnd] = useState<number | null>(null);
  const [warning, setWarning] = useState(false);
  const idleMs = useRef(15 * 60_000);
  const phaseKind = useRef(phase.kind);
  useEffect(() => {
    phaseKind.current = phase.kind;
  }, [phase.kind]);
  /** The member identity made at enrolment, until its key is read back from the service. */
  const pending = useRef<MemberIdentity | null>(null);

  const end = useCallback((message: string) => {
    clearKeys();
    setDeadline(null);
    setLifetimeEnd(null);
    setWarning(false);
    setPhase({ kind: "signed-out", message });
  }, []);

  useEffect(() => {
    listeners.activity = () => {
      setWarning(false);
      setDeadline(Date.now() + idleMs.current);
    };
    // A call still on its way when the page signed out (a poll, at the idle end) answers 401:
    // the page is already signed out, and keeps the message that says why.
    listeners.signedOut = () => {
      if (phaseKind.current !== "signed-out") end(inboxCopy.signIn.ended);
    };
  }, [end]);

  const enter = useCallback(
    async (session: SessionInfo, credentialId: string | null, recipient?: string) => {
      idleMs.current = session.idleTimeoutMs;
      setDeadline(Date.now() + session.idleTimeoutMs);
      setLifetimeEnd(Date.now() + session.lifetimeLeftMs);
      const keys = await client.keys();
      let member: { memberKey: Keys["memberKeys"][number]; identity: MemberIdentity } | undefined;
      if (recipient) {
        const memberKey = keys.memberKeys.find((key) => key.recipient === recipient);
        member = memberKey && { memberKey, identity: pending.current ?? "" };
      } else if (credentialId) {
        member = await unlockMember(keys.memberKeys, credentialId);
      }
      if (member) {
        const { memberKey, identity } = member;
        await unlockGrants(keys, { id: memberKey.id, recipient: memberKey.recipient, identity });
      }
      setPhase({ kind: "in", session, keys, unlocked: Boolean(member) });
    },
    [],
  );
  useEffect(() => {
    if (phase.kind !== "starting") return;
    // A session left from before a reload has no keys in memory: end it, then sign in again.
    client
      .current()
      .then(() => client.signOut())
      .then(
        () => setPhase({ kind: "signed-out", message: inboxCopy.signIn.reloaded }),
        () => setPhase({ kind: "signed-out", message: "" }),
      );
  }, [phase.kind]);

  // An invitation opened in a tab already on the inbox arrives as a new fragment.
  useEffect(() => {
    const onHash = () => {
      const token = takeInviteToken();
      if (!token) return;
      // The keys held so far were the previous session's (perhaps someone else's, or a passkey
      // since lost): the enrolment starts with none, and so does its workspace.
      clearKeys();
      setPhase({ kind: "enrol", token });
    };
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, []);

  useEffect(() => {
    if (deadline === null) return;
    const now = Date.now();
    const warn = setTimeout(() => setWarning(true), Math.max(0, deadline - WARN_BEFORE_MS - now));
    const expire = setTimeout(
      () => {
        client.signOut().catch(() => undefined);
        end(inboxTeamNotices.idle.signedOut(Math.round(idleMs.current / 60_000)));
      },
      Math.max(0, deadline - now),
    );
    return () => {
      clearTimeout(warn);
      clearTimeout(expire);
    };
  }, [deadline, end]);

  useEffect(() => {
    if (lifetimeEnd === null) return;
    const expire = setTimeout(
      () => {
        client.signOut().catch(() => undefined);
        end(inboxCopy.signIn.ended);
      },
      Math.max(0, lifetimeEnd - Date.now()),
    );
    return () => clearTimeout(expire);
  }, [lifetimeEnd, end]);

  const signIn = useCallback(async () => {
    const { options } = await client.signInOptions();
    const response = await authenticate(options);
    await enter(await client.signIn(response), response.id);
  }, [enter]);

  const enrol = useCallback(
    async (token: string, options: Record<string, unknown>) => {
      const created = await createMember(options);
      pending.current = created.identity;
      const session = await client.enrol(token, created.response, created.memberKey);
      await enter(session, null, created.memberKey.recipient);
      pending.current = null;
      return created.memberKey.kind;
    },
    [enter],
  );

  const refreshKeys = useCallback(async () => {
    const keys = await client.keys();
    setPhase((current) => (current.kind === "in" ? { ...current, keys } : current));
    return keys;
  }, []);

  const signOut = useCallback(async () => {
    await client.signOut().catch((error: unknown) => {
      if (!(error instanceof InboxApiError)) throw error;
    });
    end(inboxCopy.signIn.signedOut);
  }, [end]);

  const stay = useCallback(() => client.touch().then(() => undefined), []);

  return { phase, client, warning, signIn, enrol, signOut, stay, refreshKeys };
}

export type InboxSession = ReturnType<typeof useInboxSession>;
