import { UPLOAD_UNCLAIMED_HOURS, type UploadCaps } from "../config";
import type { UploadsStore } from "../db/uploads-store";

/**
 * The caps on unclaimed uploads (config.ts): per client and overall. The overall sum is read from
 * the database (every process's uploads), plus this process's uploads under way. Per client the
 * accounting is in this process's memory only: which upload ids each client key (client-key.ts:
 * an IPv4 address or IPv6 /64) sent, dropped when the file is claimed, swept or an hour old.
 * Nothing about the client is stored, so the uploads table never holds an address (nor a hash
 * of one, which for IPv4 is an address for whoever has the key). The cost: a restart forgets
 * the per-client sums (the overall cap still holds), and with INTAKE_WORKERS processes a client
 * spread over them may have up to that many times its cap waiting.
 */
export type Busy = { ok: false; message: string; retryAfterSeconds: number };

type Entry = { bytes: number; at: number; pending: boolean };

export type UploadQuotaOptions = {
  uploads: Pick<UploadsStore, "sweep" | "unclaimedTotal" | "unclaimedAmong">;
  caps: UploadCaps;
  now: () => Date;
};

const HORIZON_MS = UPLOAD_UNCLAIMED_HOURS * 3_600_000;
/** What to ask for when only uploads under way fill a cap: they finish (or fail) soon. */
const SOON_SECONDS = 60;

const waitUntil = (at: number | undefined, now: number) =>
  at === undefined ? SOON_SECONDS : Math.max(1, Math.ceil((at + HORIZON_MS - now) / 1000));

export function createUploadQuota({ uploads, caps, now }: UploadQuotaOptions) {
  const clients = new Map<string, Map<string, Entry>>();
  let underWay = 0;

  /** Drops entries an hour old everywhere, and this client's files claimed or swept since. */
  async function refresh(client: string, at: number) {
    for (const [key, entries] of clients) {
      for (const [id, entry] of entries) if (entry.at + HORIZON_MS <= at) entries.delete(id);
      if (entries.size === 0) clients.delete(key);
    }
    const entries = clients.get(client);
    const settled = [...(entries?.entries() ?? [])].filter(([, e]) => !e.pending);
    if (!entries || settled.length === 0) return;
    const waiting = await uploads.unclaimedAmong(settled.map(([id]) => id));
    for (const [id] of settled) if (!waiting.has(id)) entries.delete(id);
  }

  /** The overall sum, after deleting and forgetting what waited too long or was claimed. */
  async function load(client: string, at: number) {
    await uploads.sweep(new Date(at));
    await refresh(client, at);
    return uploads.unclaimedTotal();
  }

  /**
   * Whether `items` (those new to this client) fit both caps; why not otherwise. Synchronous,
   * so a caller that holds on "yes" does it before any other request is looked at.
   */
  function decide(
    client: string,
    items: readonly { uploadId: string; bytes: number }[],
    total: { bytes: number; oldest: Date | undefined },
    at: number,
  ): { ok: true } | Busy {
    const entries = clients.get(client);
    const adding = items
      .filter((item) => !entries?.has(item.uploadId))
      .reduce((sum, item) => sum + item.bytes, 0);
    if (adding === 0) return { ok: true };
    const mine = [...(entries?.values() ?? [])];
    const held = mine.reduce((sum, entry) => sum + entry.bytes, 0);
    if (held + adding > caps.clientBytes) {
      const oldest = Math.min(...mine.filter((e) => !e.pending).map((e) => e.at));
      return {
        ok: false,
        message:
          "Too many files from this connection are waiting to be sent with a request. Please try again later, or call us.",
        retryAfterSeconds: waitUntil(Number.isFinite(oldest) ? oldest : undefined, at),
      };
    }
    if (total.bytes + underWay + adding > caps.totalBytes) {
      return {
        ok: false,
        message:
          "Our office's server is taking too many files right now. Please try again later, or call us.",
        retryAfterSeconds: waitUntil(total.oldest?.getTime(), at),
      };
    }
    return { ok: true };
  }

  return {
    /** Whether a batch of uploads would fit now (the token request: nothing is held). */
    async check(client: string, items: readonly { uploadId: string; bytes: number }[]) {
      const at = now().getTime();
      return decide(client, items, await load(client, at), at);
    },

    /**
     * Holds `bytes` for `uploadId` against both caps while it uploads, or says why not. The
     * caller settles the hold once the upload is answered: kept when it stored a new file.
     * An id this client holds already (a retry) holds nothing more.
     */
    async hold(client: string, uploadId: string, bytes: number) {
      const at = now().getTime();
      const total = await load(client, at);
      const verdict = decide(client, [{ uploadId, bytes }], total, at);
      if (!verdict.ok) return verdict;
      const entries = clients.get(client) ?? new Map<string, Entry>();
      clients.set(client, entries);
      if (entries.has(uploadId)) return { ok: true as const, settle: () => undefined };
      entries.set(uploadId, { bytes, at, pending: true });
      underWay += bytes;
      let settled = false;
      return {
        ok: true as const,
        settle(stored: boolean) {
          if (settled) return;
          settled = true;
          underWay -= bytes;
          const entry = entries.get(uploadId);
          if (!entry) return;
          if (stored) entry.pending = false;
          else entries.delete(uploadId);
        },
      };
    },
  };
}

export type UploadQuota = ReturnType<typeof createUploadQuota>;
