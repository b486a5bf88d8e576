import { useEffect, useState } from "react";
import type { RequestSummary } from "@/shared/wire/inbox-api";
import { heldKeys } from "@/lib/inbox/keys";
import { cachedPreview, openPreview, type PreviewState } from "@/lib/inbox/list-open";
import { MAX_SEALED } from "@/shared/wire/inbox-list";
import { useWorkbench } from "./inbox-context";

export type Previews = ReadonlyMap<string, PreviewState>;

/** The rows shown at once while the rest decrypt (the first screen first). */
const BATCH = 25;

/**
 * Each listed request's preview (name, first words), decrypted in this page with the held
 * keys: those already opened this session come from the cache, the others are fetched
 * (`requests/sealed`, at most 100 a call) and opened a batch at a time, so the first rows show
 * while the rest decrypt. Without a held key nothing is fetched: every row is "locked".
 */
export function useRequestPreviews(items: readonly RequestSummary[] | undefined): Previews {
  const { client } = useWorkbench();
  const [previews, setPreviews] = useState<Previews>(new Map());
  const wanted = (items ?? []).map((item) => item.reference).join(",");
  // A key granted or imported meanwhile is a new ring: rows it opens are decrypted then.
  const ring = heldKeys();

  useEffect(() => {
    let live = true;
    const listed = items ?? [];
    const known = new Map<string, PreviewState>();
    const missing: RequestSummary[] = [];
    const locked = ring.length === 0;
    for (const item of listed) {
      const cached = locked ? "locked" : cachedPreview(item.reference);
      if (cached) known.set(item.reference, cached);
      else missing.push(item);
    }
    const show = () => live && setPreviews(new Map(known));
    const timer = window.setTimeout(show, 0);
    void (async () => {
      for (let start = 0; live && start < missing.length; start += MAX_SEALED) {
        const chunk = missing.slice(start, start + MAX_SEALED);
        const references = chunk.map((item) => item.reference);
        const sealed = await Promise.resolve()
          .then(() => client.sealed(references))
          .catch(() => null);
        if (!sealed) return;
        const byReference = new Map(sealed.items.map((row) => [row.reference, row.ciphertext]));
        let opened = 0;
        for (const item of chunk) {
          const ciphertext = byReference.get(item.reference);
          if (!live || ciphertext === undefined) continue;
          known.set(item.reference, await openPreview(item, ciphertext));
          opened += 1;
          if (opened % BATCH === 0) show();
        }
        show();
      }
    })();
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
    // `wanted` stands for the items: a poll that changes a status does not decrypt again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, wanted, ring]);

  return previews;
}
