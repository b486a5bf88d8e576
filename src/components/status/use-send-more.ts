import { useCallback, useRef, useState } from "react";
import { siteLocale } from "@/lib/locale/current";
import { createProofCache } from "@/lib/intake/proof-cache";
import type { ChosenUpload, FileCache } from "@/lib/intake/send-files";
import type { SubmitFailure } from "@/lib/intake/submit";

export type SendMoreState =
  | { state: "idle" }
  | { state: "sending" }
  | { state: "sent"; at: string }
  | {
      state: "failed";
      failure: SubmitFailure;
      message?: string | undefined;
      /** The intake's code: `too_many_additions`, `closed`, `withdrawn`… (a call, not a retry). */
      error?: string | undefined;
      retryAfterSeconds?: number | undefined;
    };

/** Where this build sends (IntakeSettings): the API's base, or null; a pinned key set, or null. */
export type SendMoreIntake = { endpoint: string | null; recipients: readonly string[] | null };

const loadAddition = () => import("@/lib/intake/send-addition");

/**
 * One "send more" at a time through the status link. The proof of work starts when the visitor
 * begins (`begin`, on first focus) and is reused by "Try again"; the client request id is bound
 * to what is sent (the message and the very files chosen), so a retry of the same is stored
 * once and an edit is a new addition; the files are sealed once per key set across retries.
 * `reset()` starts the next addition.
 */
export function useSendMore(secret: string, intake: SendMoreIntake) {
  const [status, setStatus] = useState<SendMoreState>({ state: "idle" });
  const busy = useRef(false);
  const sent = useRef<{ id: string; message: string; files: readonly ChosenUpload[] }>(undefined);
  const cache = useRef<{ files: FileCache; recipients: string | undefined }>({
    files: new Map(),
    recipients: undefined,
  });
  const { endpoint } = intake;
  const [proof] = useState(() =>
    createProofCache(() =>
      endpoint
        ? import("@/lib/intake/proof-of-work").then((pow) => pow.solveProofOfWork(endpoint))
        : Promise.reject(new Error("no intake")),
    ),
  );

  const begin = useCallback(() => {
    if (endpoint) proof.warm();
  }, [endpoint, proof]);

  const send = useCallback(
    async (message: string, files: readonly ChosenUpload[]) => {
      if (busy.current) return;
      busy.current = true;
      setStatus({ state: "sending" });
      const last = sent.current;
      const same =
        last?.message === message &&
        last.files.length === files.length &&
        last.files.every((one, index) => one.file === files[index]?.file);
      if (!same) {
        sent.current = { id: crypto.randomUUID(), message, files };
        cache.current = { files: new Map(), recipients: undefined };
      }
      const id = sent.current?.id ?? crypto.randomUUID();
      try {
        const { sendAddition } = await loadAddition();
        const outcome = await sendAddition({
          endpoint,
          pinned: intake.recipients,
          secret,
          clientRequestId: id,
          message,
          files,
          cache: cache.current,
          proof: { forUploads: () => proof.forUploads(), take: (taken) => proof.take(taken) },
          language: siteLocale,
        });
        proof.settled(outcome);
        if (outcome.ok) {
          sent.current = undefined;
          setStatus({ state: "sent", at: outcome.at });
        } else {
          const { failure, message: said, error, retryAfterSeconds } = outcome;
          setStatus({ state: "failed", failure, message: said, error, retryAfterSeconds });
        }
      } catch {
        setStatus({ state: "failed", failure: "offline" });
      } finally {
        busy.current = false;
      }
    },
    [endpoint, intake.recipients, proof, secret],
  );

  const reset = useCallback(() => setStatus({ state: "idle" }), []);
  return { status, begin, send, reset };
}
