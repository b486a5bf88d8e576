import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../db/schema";

/**
 * Runs `statement` on the audit table as an attacker with a superuser's rights would: with the
 * append-only trigger disabled for it (in one transaction, so no other session sees it off).
 * Tests of the chain's checks use it to change, cut or rewrite rows.
 */
export async function tamperWithAudit(db: Kysely<Database>, ...statements: RawBuilder<unknown>[]) {
  await db.transaction().execute(async (trx) => {
    await sql`alter table audit_events disable trigger audit_events_append_only`.execute(trx);
    for (const statement of statements) await statement.execute(trx);
    await sql`alter table audit_events enable always trigger audit_events_append_only`.execute(trx);
  });
}
