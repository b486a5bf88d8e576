import type { Kysely } from "kysely";
import { enrolmentLink } from "../api/staff";
import { verifyAuditChain } from "../db/audit-store";
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

/** `audit-verify`: OK, or the first row whose hash does not verify (the command exits 1). */
export async function auditVerify(db: Kysely<Database>): Promise<Output & { ok: boolean }> {
  const chain = await verifyAuditChain(db);
  if (chain.verified) return { ok: true, lines: ["OK: the audit chain verifies."] };
  return {
    ok: false,
    lines: [`BROKEN: audit row ${chain.brokenAt} does not verify (changed, removed or inserted).`],
  };
}
