import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { E2E_DATA_DIR } from "../../playwright.config";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * The shared e2e server's database, for what a spec cannot do through a page: move a request
 * the way staff would without signing in (the inbox's own spec, inbox-stage.spec.ts, covers
 * its buttons), and age a closed request past its link's 30 days. `DATABASE_URL` when the run
 * gives one; else the embedded PostgreSQL `npm start` runs in the data folder (its port in
 * postmaster.pid, its password next to it: server/db/embedded.ts).
 */
function connectionString(dataDir = E2E_DATA_DIR): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const dir = path.join(ROOT, dataDir, "postgres");
  const port = readFileSync(path.join(dir, "postmaster.pid"), "utf8").split("\n")[3]?.trim();
  const password = readFileSync(`${dir}.password`, "utf8").trim();
  return `postgres://intake:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/** Runs one statement on the e2e database. */
async function e2eSql(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: connectionString() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** What staff record, written as the inbox writes it (status, times, outcome, milestones). */
export const staffMoves = {
  contacted: (reference: string) =>
    e2eSql(
      "update submissions set status = 'contacted', contacted_at = now() where reference = $1",
      [reference],
    ),
  milestone: (reference: string, kind: string, day: string | null) =>
    e2eSql(
      `insert into request_milestones (submission_id, kind, on_date, recorded_at)
       select id, $2, $3, now() from submissions where reference = $1`,
      [reference, kind, day],
    ),
  close: (reference: string, outcome: string, closedAt = "now()") =>
    e2eSql(
      `update submissions set status = 'closed', outcome = $2, closed_at = ${closedAt}
       where reference = $1`,
      [reference, outcome],
    ),
  revoke: (reference: string) =>
    e2eSql(
      `update status_links set revoked_at = now()
       where submission_id = (select id from submissions where reference = $1)`,
      [reference],
    ),
};
