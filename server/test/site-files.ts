import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Store } from "../db/store";
import { unusedUploads } from "./unused-uploads";
import { unusedStatusLinks } from "./unused-status-links";

/** A stub store for tests of the site's serving, which store no request. */
export const unusedStore: Store = {
  referenceOf: () => Promise.resolve(undefined),
  useChallenge: () => Promise.resolve(true),
  save: () => Promise.reject(new Error("not in this test")),
  listPage: () => Promise.resolve({ rows: [], next: undefined }),
  each: async function* () {},
  ping: () => Promise.resolve(true),
  uploads: unusedUploads,
  statusLinks: unusedStatusLinks,
};

/** A built site's folder in a fresh temporary directory: path → content. Returns its path. */
export function writeSite(prefix: string, files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}
