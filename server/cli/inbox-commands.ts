import type { Kysely } from "kysely";
import { enrolmentLink } from "../api/inbox/team-replies";
import { formatHead, parseHead, verifyAuditChain } from "../db/audit-store";
import type { Database } from "../db/schema";
import { createStaffStore } from "../db/staff-store";
import { TeamConflict } from "../db/team-changes";
import { EMAIL_PATTERN } from "../../src/shared/wire/inbox-team";
import type { Output } from "./commands";

/**
 * `invite [--admin] NAME [--email ADDRESS]`: a one-time enrolment link (valid 24 hours; the
 * token is in the fragment, so it never reaches a server log). The first admin is made so.
 * `invite [--admin] --for ADDRESS`: a lost passkey when no admin can sign in: a new link for
 * the existing account with that address; using it removes the account's old passkeys (its
 * history stays). The last line is always the link; the one before says where its base came
 * from (inbox-link.ts).
 */
export async function invite(
  db: Kysely<Database>,
  input: {
    name: string;
    admin: boolean;
    email?: string | undefined;
    forEmail?: string | undefined;
    inboxUrl: string;
    from?: string;
  },
  now: Date = new Date(),
): Promise<Output> {
  const store = createStaffStore(db);
  const made = input.forEmail
    ? await reinvite(db, input.forEmail, input.admin, now)
    : await newcomer(input, now);
  const { name, role, token, expiresAt, what } = made;
  return {
    lines: [
      `${what} for ${name} (${role}), valid once until ${expiresAt.toISOString()}:`,
      ...(input.from ? [input.from] : []),
      enrolmentLink(input.inboxUrl, token),
    ],
  };

  async function newcomer(given: typeof input, at: Date) {
    const newName = given.name.trim();
    if (!newName) {
      throw new Error('invite needs a name: npm run intake -- invite --admin "Name"');
    }
    const email = given.email?.trim() || null;
    if (email && !EMAIL_PATTERN.test(email)) {
      throw new Error(`--email takes an address such as name@agency.example, not "${email}".`);
    }
    const newRole = given.admin ? ("admin" as const) : ("staff" as const);
    const link = await store
      .invite({ name: newName, role: newRole, email }, null, at)
      .catch((error: unknown) => {
        if (error instanceof TeamConflict) {
          throw new Error(
            `${email} is already on an active account. If its passkey was lost: npm run intake -- invite --admin --for ${email}`,
          );
        }
        throw error;
      });
    return { ...link, name: newName, role: newRole, what: "Enrolment link" };
  }
}

/** The re-invitation of the active account with `email` (case aside). */
async function reinvite(db: Kysely<Database>, email: string, admin: boolean, now: Date) {
  const account = await db
    .selectFrom("staff")
    .select(["id", "name", "role", "email"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.trim().toLowerCase()))
    .where("disabled_at", "is", null)
    .executeTakeFirst();
  if (!account) {
    throw new Error(
      `No active account has the e-mail ${email}. Check the address (the inbox's Team page lists them), or make a new administrator: npm run intake -- invite --admin "Name" --email ${email}`,
    );
  }
  if (admin && account.role !== "admin") {
    throw new Error(
      `${email} is a staff member's account, not an administrator's: an administrator re-invites it from the inbox (Team), or run this without --admin.`,
    );
  }
  const link = await createStaffStore(db).invite(account, null, now, account.id);
  return { ...link, name: account.name, role: account.role, what: "New passkey link" };
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
