import type { SubmitFailure } from "./submit";

/**
 * One proof of work per form fill. A form warms it on the visitor's first focus; each send takes
 * it; "Try again" sends the same one. The intake binds a solved challenge to the first client
 * request id that uses it and accepts it again for that id only (`used_challenges`), so a new
 * challenge is fetched only when:
 * - there is none yet, or fetching the last one failed (retried at the next send, never on
 *   each focus or keystroke: that is how one fill once asked for 8 challenges);
 * - it expires within a minute (the challenge says when);
 * - it was sent with another request id (values edited after a failed send);
 * - the intake refused the request (its proof may be the reason: expired, used, not valid);
 * - the request was stored (its challenge is used up; the next fill starts afresh).
 */
type Entry = {
  proof: Promise<string>;
  failed: boolean;
  /** Milliseconds since the epoch, once solved and read; undefined if the payload has none. */
  expiresAt?: number | undefined;
  sentWith?: string | undefined;
};

/** Ahead of its expiry, so the proof is still good when it arrives. */
const EXPIRY_MARGIN_MS = 60_000;

const field = (value: unknown, name: string): unknown =>
  typeof value === "object" && value !== null ? Reflect.get(value, name) : undefined;

/** The challenge's expiry in an ALTCHA payload, in ms since the epoch. */
function payloadExpiry(payload: string): number | undefined {
  try {
    const decoded: unknown = JSON.parse(atob(payload));
    const challenge = field(decoded, "challenge");
    const seconds = field(field(challenge, "parameters"), "expiresAt");
    return typeof seconds === "number" ? seconds * 1000 : undefined;
  } catch {
    return undefined;
  }
}

export function createProofCache(fetchProof: () => Promise<string>, now: () => number = Date.now) {
  let current: Entry | undefined;

  function start(): Entry {
    const entry: Entry = { proof: fetchProof(), failed: false };
    entry.proof.then(
      (payload) => {
        entry.expiresAt = payloadExpiry(payload);
      },
      () => {
        entry.failed = true;
      },
    );
    current = entry;
    return entry;
  }

  const usable = (entry: Entry | undefined, requestId?: string): entry is Entry =>
    entry !== undefined &&
    !entry.failed &&
    (entry.expiresAt === undefined || entry.expiresAt - EXPIRY_MARGIN_MS > now()) &&
    (requestId === undefined || entry.sentWith === undefined || entry.sentWith === requestId);

  return {
    /** The visitor began: fetch and solve in the background, once. */
    warm() {
      if (!current) start();
    },
    /**
     * The proof for a request's files (their upload tokens): the current one, not bound to a
     * request id, so the send that follows takes the same one (the intake accepts a proof once
     * for a batch of files and once for a request).
     */
    forUploads(): Promise<string> {
      return (usable(current) ? current : start()).proof;
    },
    /** The proof for a send of request `requestId`. */
    take(requestId: string): Promise<string> {
      const entry = usable(current, requestId) ? current : start();
      entry.sentWith = requestId;
      return entry.proof;
    },
    /** What came of the send that took it. */
    settled(outcome: { ok: true } | { ok: false; failure: SubmitFailure }) {
      if (outcome.ok || outcome.failure === "refused") current = undefined;
    },
  };
}
