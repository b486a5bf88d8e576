import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { sampleRecipients } from "../../src/shared/facts";
import { factValue } from "../../src/shared/placeholder";
import type { Database } from "../db/schema";
import { unretiredAgencyKeys } from "../db/agency-recipients";

/**
 * Who the forms must seal to now (issue 30: key changes without a rebuild or a restart):
 * - `recipients`: every agency key not retired (agency and recovery), once at least one
 *   non-recovery key is active; until then the committed samples (`sample: true`), whose
 *   private keys are public.
 * - `pinned`: what a build given INTAKE_RECIPIENTS baked into its pages (`_intake.json` in the
 *   built site, never served: a root `_` file), else null. Those pages keep sealing to it until
 *   rebuilt, so the intake accepts that set too.
 */
export type ActiveRecipients = {
  recipients: string[];
  sample: boolean;
  pinned: string[] | null;
};

export type RecipientsSource = {
  active(): Promise<ActiveRecipients>;
  /** SITE_ENV=production: the intake takes nothing while the active set is the samples. */
  production: boolean;
};

/** The committed samples, whose private keys are public (test/fixtures/intake/). */
export const SAMPLE_RECIPIENTS: readonly string[] = factValue(sampleRecipients);

/** The file the build writes into the site (scripts/lib/intake-pin.mjs). @internal Exported for its test. */
export const PIN_FILE = "_intake.json";

/** Whether two recipient lists name the same set (order aside, duplicates aside). */
export function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((item) => right.has(item));
}

/**
 * The pinned set from `<siteDir>/_intake.json`, read again only when the file changed (its
 * inode, size or mtime: a build swaps the site under a running server). Missing or unreadable:
 * not pinned.
 */
function pinReader(siteDir: string) {
  const file = path.join(siteDir, PIN_FILE);
  let seen: { key: string; pinned: string[] | null } | undefined;
  return (): string[] | null => {
    let key: string;
    try {
      const stat = statSync(file);
      key = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    } catch {
      return null;
    }
    if (seen?.key === key) return seen.pinned;
    let pinned: string[] | null = null;
    try {
      const body: unknown = JSON.parse(readFileSync(file, "utf8"));
      const list = typeof body === "object" && body !== null && "pinned" in body && body.pinned;
      if (Array.isArray(list) && list.length > 0 && list.every((r) => typeof r === "string")) {
        pinned = list;
      }
    } catch {
      pinned = null;
    }
    seen = { key, pinned };
    return pinned;
  };
}

export function createRecipientsSource(options: {
  db: Kysely<Database>;
  /** The built site's folder, for the pin file; none: never pinned. */
  siteDir?: string | undefined;
  production?: boolean | undefined;
}): RecipientsSource {
  const pinned = options.siteDir ? pinReader(options.siteDir) : () => null;
  return {
    production: options.production ?? false,
    async active() {
      const rows = await unretiredAgencyKeys(options.db);
      const set = rows.some((row) => !row.recovery);
      return {
        recipients: set
          ? [...new Set(rows.map((row) => row.recipient))]
          : factValue(sampleRecipients),
        sample: !set,
        pinned: pinned(),
      };
    },
  };
}
