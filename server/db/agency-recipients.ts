import type { Kysely } from "kysely";
import type { Database } from "./schema";

/** The agency keys not retired, oldest first: their age recipients and whether each is a recovery key. */
export async function unretiredAgencyKeys(db: Kysely<Database>) {
  return db
    .selectFrom("agency_keys")
    .select(["recipient", "recovery"])
    .where("retired_at", "is", null)
    .orderBy("created_at")
    .execute();
}
