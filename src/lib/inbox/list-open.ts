import { openRequest, openText, type HeldKey } from "./age-files";
import { heldKeys } from "./keys";
import { previewOf, type ListPreview } from "./list-preview";

/**
 * The list's decryption: each listed request opened once with the keys this page holds, kept
 * as its preview only (never the payload) in memory for the session. The cache belongs to the
 * held key ring it was made with: signing out (or idling out) empties the ring, so the next
 * look-up starts an empty cache and the old one is unreachable; a key granted meanwhile starts
 * a new one too, so rows that were locked get their chance with it.
 */

/** A preview, or why there is none: no held key opens it, or it opened to something else. */
export type PreviewState = ListPreview | "locked" | "unreadable";

const caches = new WeakMap<readonly HeldKey[], Map<string, PreviewState>>();

function cacheFor(held: readonly HeldKey[]) {
  let cache = caches.get(held);
  if (!cache) {
    cache = new Map();
    caches.set(held, cache);
  }
  return cache;
}

/** The request's preview, if this session already opened it with the keys held now. */
export const cachedPreview = (reference: string) => cacheFor(heldKeys()).get(reference);

/** Whether any held key opens `ciphertext` (for a request whose contents did not parse). */
export async function opensWithHeldKey(ciphertext: string): Promise<boolean> {
  const held = heldKeys();
  if (held.length === 0) return false;
  return openText(
    ciphertext,
    held.map((key) => key.identity),
  ).then(
    () => true,
    () => false,
  );
}

type Listed = { reference: string; formType: string; sealedTo: readonly string[] };

/**
 * Opens one listed request and caches its preview. The keys it says it was sealed to are
 * tried first (one X25519 operation when they are right), the others after: the envelope's
 * `sealedTo` is the visitor's page's word, not proof.
 */
export async function openPreview(item: Listed, ciphertext: string): Promise<PreviewState> {
  const held = heldKeys();
  const cache = cacheFor(held);
  const known = cache.get(item.reference);
  if (known) return known;
  const named = held.filter((key) => item.sealedTo.includes(key.recipient));
  const others = held.filter((key) => !item.sealedTo.includes(key.recipient));
  let state: PreviewState;
  try {
    const opened = await openRequest(ciphertext, [...named, ...others]);
    state = previewOf(opened.payload, item.formType);
  } catch {
    state = (await opensWithHeldKey(ciphertext)) ? "unreadable" : "locked";
  }
  cache.set(item.reference, state);
  return state;
}
