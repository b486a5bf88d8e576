import type { Kysely } from "kysely";
import { enrolmentLink } from "../api/team-replies";
import { formatHead, parseHead, verifyAuditChain } from "../db/audit-store";
import type { Database } from "../db/schema";
import { createStaffStore } from "../db/staff-store";
import type { Output } from "./commands";

/**
 * `invite [--admin] NAME [--email ADDRESS]`: a one-time enrolment link (valid 24 hours; the
 * token is in the fragment, so it never reaches a server log). The first admin is made so.
 */
export async function invite(
  db: Kysely<Database>,
  input: { name: string; admin: boolean; email?: string | undefined; inboxUrl: string },
  now: Date = new Date(),
): Promise<Output> {
  const name = input.name.trim();
  if (!name) throw new Error('invite needs a name: npm run intake -- invite --admin "Name"');
  const role = input.admin ? "admin" : "staff";
  const { token, expiresAt } = await createStaffStore(db).invite(
    { name, role, email: input.email ?? null },
    null,
    now,
  );
  return {
    lines: [
      `Enrolment link for ${name} (${role}), valid once until ${expiresAt.toISOString()}:`,
      enrolmentLink(input.inboxUrl, token),
    ],
  };
}

/**
 * `audit-verify [--expect-head ID:HASH]`: OK and the chain's head (its last row's id and hash:
 * write it down, or keep the daily e-mail), or the first row whose hash does not verify. With
 * a head written down before, also fails when the chain no longer holds that row with that hash:
 * a tail cut off, or the chain rewritten with its later hashes recomputed, both of which verify
 * on their own. A failure makes the command exit 1.
 */
export async function auditVerify(
  db: Kysely<Database>,
  expectHead?: string,
): Promise<Output & { ok: boolean }> {
  const expect = expectHead === undefined ? undefined : parseHead(expectHead);
  if (expectHead !== undefined && !expect) {
    throw new Error(
      `--expect-head takes ID:HASH as audit-verify prints it (e.g. 1234:${"ab12".repeat(4)}…), not "${expectHead}".`,
    );
  }
  const chain = await verifyAuditChain(db, expect ? { expect } : {});
  const head = `head ${formatHead(chain.head)}`;
  const lines = chain.verified
    ? [`OK: the audit chain verifies; ${head}`]
    : [
        `BROKEN: audit row ${chain.brokenAt} does not verify (changed, removed or inserted); ${head}`,
      ];
  if (!expect) return { ok: chain.verified, lines };
  const wanted = `row ${expect.id} with hash ${expect.hash}`;
  if (chain.expected === "found") {
    return { ok: chain.verified, lines: [...lines, `OK: the chain still holds ${wanted}.`] };
  }
  const why =
    chain.expected === "missing"
      ? `the chain no longer holds ${wanted}: rows were removed (cut from its end, or the chain rewritten without them); it ends at ${formatHead(chain.head)}.`
      : `row ${expect.id} no longer has hash ${expect.hash}: the chain was rewritten up to it.`;
  return { ok: false, lines: [...lines, `BROKEN: ${why}`] };
}
