import { useCallback, useRef, useState } from "react";
import type { SubmissionReceipt } from "@/shared/wire/envelope";
import { FORM_VERSIONS, type FormType } from "@/shared/wire/form-types";
import { createProofCache } from "@/lib/intake/proof-cache";
import type { IntakeSettings } from "@/lib/intake/settings";
import type { SubmitFailure } from "@/lib/intake/submit";
import type { ChosenUpload, FileCache } from "@/lib/intake/send-files";
import { sendToActiveRecipients } from "@/lib/intake/active-send";
import { newStatusSecret, statusHashOf } from "@/lib/intake/status-link";
import { useSampleKeys } from "./use-sample-keys";

export type IntakeStatus =
  | { state: "idle" }
  | { state: "sending" }
  | {
      state: "sent";
      receipt: SubmissionReceipt;
      /** The status link's secret (status-link.ts): the confirmation shows `/status#<it>`. */
      statusSecret: string;
    }
  | {
      state: "failed";
      failure: SubmitFailure;
      message?: string | undefined;
      /** "rate-limited", "busy": how long the intake asks to wait, in seconds, if it said. */
      retryAfterSeconds?: number | undefined;
    };

const loadClient = () => import("@/lib/intake/client");

export type IntakeOptions = {
  /**
   * Loads what the confirmation needs (a part of the form loaded on first use), before anything
   * is sent: a failed load is "offline" with nothing sent, never "stored" with nothing to show.
   */
  confirmation?: () => Promise<unknown>;
};

/**
 * Sending one form through the intake (src/lib/intake). `begin()` on the visitor's first
 * focus starts the clock (fill time) and the proof of work in the background, one per fill and
 * reused by "Try again" (`proof-cache.ts` says when a new one is fetched); `send(values,
 * honeypot)` seals and posts, once at a time (a double click sends one request). The client
 * request id is bound to the values: "Try again" with the same values sends the same id (a
 * request that did arrive is stored once, and its reference comes back); changed values are a
 * new request with a new id, so what the visitor sees as sent is what was stored. `reset()`
 * starts a new request ("Send another").
 *
 * A form that takes files passes them to `send` (`files`): each is sealed in the page and
 * uploaded first (`src/lib/intake/send-files.ts`), its name and type sealed with the values; if one cannot
 * be uploaded, nothing else is sent and the visitor is told so (never "sent" without its files).
 */
export function useIntake(
  settings: IntakeSettings,
  formType: FormType,
  { confirmation }: IntakeOptions = {},
) {
  const [status, setStatus] = useState<IntakeStatus>({ state: "idle" });
  const requestId = useRef<string | undefined>(undefined);
  // What the current request id was first sent with: other values are another request.
  const requestPayload = useRef<string | undefined>(undefined);
  // The status link's secret, made with the request id and kept with it: a retry that did
  // arrive the first time finds its link stored under the same hash (issue 31).
  const statusSecret = useRef<string | undefined>(undefined);
  const startedAt = useRef<number | undefined>(undefined);
  const busy = useRef(false);
  // Each chosen file sealed once per request, and whether the intake has it (send-files.ts).
  const fileCache = useRef<FileCache>(new Map());
  // The recipients the cached files were sealed to.
  const fileRecipients = useRef<string | undefined>(undefined);
  const { sample, setSample } = useSampleKeys(settings);
  const endpoint = settings.endpoint;
  const [proof] = useState(() =>
    createProofCache(() =>
      endpoint
        ? loadClient().then((client) => client.solveProofOfWork(endpoint))
        : Promise.reject(new Error("no intake")),
    ),
  );

  const begin = useCallback(() => {
    startedAt.current ??= Date.now();
    if (endpoint) proof.warm();
  }, [endpoint, proof]);

  const send = useCallback(
    async (
      values: Record<string, unknown>,
      honeypot: string,
      files: readonly ChosenUpload[] = [],
    ) => {
      if (busy.current) return;
      busy.current = true;
      setStatus({ state: "sending" });
      begin();
      try {
        const [client] = await Promise.all([loadClient(), confirmation?.()]);
        // Files and values sealed to one set: the one the intake names now (active-send.ts).
        const attempt = async (recipients: readonly string[]) => {
          if (fileRecipients.current !== recipients.join(",")) {
            // Sealed to other keys (they changed under the page): sealed and uploaded anew.
            fileCache.current = new Map();
            fileRecipients.current = recipients.join(",");
          }
          const prepared = files.length
            ? await client.sendFiles(fileCache.current, files, endpoint, recipients, values, {
                // The form's proof pays for the files' upload tokens, then for the request.
                proofOfWork: () => proof.forUploads(),
              })
            : { ok: true as const, values, envelope: {} };
          if (!prepared.ok) return prepared;
          const sealed = prepared.values;
          const payload = JSON.stringify(sealed);
          if (requestId.current === undefined || requestPayload.current !== payload) {
            requestId.current = crypto.randomUUID();
            requestPayload.current = payload;
            statusSecret.current = newStatusSecret();
          }
          const id = requestId.current;
          const secret = (statusSecret.current ??= newStatusSecret());
          const statusHash = await statusHashOf(secret);
          return client.submitToIntake(
            {
              endpoint,
              seal: (plain) => client.sealJson(plain, recipients),
              proofOfWork: () => proof.take(id),
            },
            {
              formType,
              formVersion: FORM_VERSIONS[formType],
              values: sealed,
              ...prepared.envelope,
              clientRequestId: id,
              honeypot,
              fillTimeMs: Date.now() - (startedAt.current ?? Date.now()),
              sealedTo: recipients,
              statusHash,
            },
          );
        };
        const outcome = await sendToActiveRecipients({
          endpoint,
          pinned: settings.recipients,
          attempt,
          onRecipients: (live) => setSample(live.sample),
        });
        proof.settled(outcome);
        if (outcome.ok) {
          const link = statusSecret.current ?? "";
          setStatus({ state: "sent", receipt: outcome.receipt, statusSecret: link });
        } else {
          const { failure, message, retryAfterSeconds } = outcome;
          setStatus({ state: "failed", failure, message, retryAfterSeconds });
        }
      } catch {
        setStatus({ state: "failed", failure: "offline" });
      } finally {
        busy.current = false;
      }
    },
    [begin, endpoint, formType, settings.recipients, proof, confirmation, setSample],
  );

  const reset = useCallback(() => {
    requestId.current = undefined;
    requestPayload.current = undefined;
    statusSecret.current = undefined;
    startedAt.current = undefined;
    fileCache.current = new Map();
    fileRecipients.current = undefined;
    setStatus({ state: "idle" });
  }, []);

  return { status, begin, send, reset, sample };
}
