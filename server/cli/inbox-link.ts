import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * Where the CLI's enrolment links point. The server records its inbox address in the database
 * at each start (`recordInboxAddress`), so `npm run intake -- invite` run from a shell without
 * the server's environment still builds the link on the server's own port, not on 3000.
 */

/** The server, after it listens: the address its links and e-mails use. Never fails a start. */
export async function recordInboxAddress(db: Kysely<Database>, inboxUrl: string, now: Date) {
  await db
    .insertInto("inbox_address")
    .values({ id: true, inbox_url: inboxUrl, recorded_at: now })
    .onConflict((oc) => oc.column("id").doUpdateSet({ inbox_url: inboxUrl, recorded_at: now }))
    .execute();
}

type InboxLinkBase = { url: string; from: string };

const HOW_TO_CHANGE =
  "To change it, set INBOX_URL (e.g. INBOX_URL=https://agency.example/inbox/ npm run intake -- invite …).";

/**
 * The link's base and a sentence saying where it came from: INBOX_URL, INBOX_ORIGIN or PORT
 * given to this command; else the address the server recorded; else the default port (3000,
 * as server/config.ts). `configured` is server/config.ts's `inboxUrl` for this environment.
 */
export async function inboxLinkBase(
  db: Kysely<Database>,
  env: NodeJS.ProcessEnv,
  configured: string,
): Promise<InboxLinkBase> {
  const given = (["INBOX_URL", "INBOX_ORIGIN", "PORT"] as const).find((name) => env[name]);
  if (given) return { url: configured, from: `Link built from ${given}=${env[given]}.` };
  const recorded = await db
    .selectFrom("inbox_address")
    .select(["inbox_url", "recorded_at"])
    .executeTakeFirst();
  if (recorded) {
    const at = recorded.recorded_at.toISOString();
    return {
      url: recorded.inbox_url,
      from: `Link built from the address the server recorded when it last started (${at}). ${HOW_TO_CHANGE}`,
    };
  }
  return {
    url: configured,
    from: `Link built from the default port (${new URL(configured).port || "80"}): the server has not recorded its address yet. ${HOW_TO_CHANGE}`,
  };
}
