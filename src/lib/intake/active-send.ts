import { fetchRecipients, type LiveRecipients } from "./recipients";
import type { SubmitOutcome } from "./submit";

/** What one attempt came to: a request's receipt (the default), or an addition's time. */
type Outcome = { ok: true } | Extract<SubmitOutcome, { ok: false }>;

export type ActiveSend<T extends Outcome = SubmitOutcome> = {
  /** The API's base; null when this build has no intake (`attempt` then says so). */
  endpoint: string | null;
  /** A pinned build's recipients (INTAKE_RECIPIENTS), or null: ask the intake. */
  pinned: readonly string[] | null;
  /** Seals the request's files and values to `recipients` (one set for both) and sends it. */
  attempt: (recipients: readonly string[]) => Promise<T>;
  /** What the intake said before a seal (the form's sample-keys notice follows it). */
  onRecipients?: (live: LiveRecipients) => void;
  fetcher?: typeof fetch;
};

/**
 * One send to whoever the intake takes requests sealed to now (issue 30): the active set,
 * asked for right before sealing; when the office's keys changed in between (409
 * `stale_recipients`), asked again and sealed again once, and then the refusal stands ("refused",
 * everything typed kept). A pinned build seals to its pinned set, as it was built.
 */
export async function sendToActiveRecipients<T extends Outcome = SubmitOutcome>(
  send: ActiveSend<T>,
): Promise<T | Extract<SubmitOutcome, { ok: false }>> {
  if (send.pinned || !send.endpoint) return send.attempt(send.pinned ?? []);
  let outcome: T | undefined;
  for (let round = 0; round < 2; round += 1) {
    const live = await fetchRecipients(send.endpoint, send.fetcher);
    if (!live.ok) return live;
    send.onRecipients?.({ recipients: live.recipients, sample: live.sample });
    outcome = await send.attempt(live.recipients);
    if (outcome.ok || outcome.error !== "stale_recipients") return outcome;
  }
  return outcome ?? { ok: false, failure: "refused" };
}
