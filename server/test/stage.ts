import { createHash, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { createStore } from "../db/store";
import { ARMORED, ORIGIN, type inboxApp, type Session } from "./inbox";

/** For the stage routes' tests (server/api/inbox/request-stage*.test.ts). */

type App = ReturnType<typeof inboxApp>["app"];

/** A staff call with any method (the shared `call` has no PUT). */
export function sendAs(
  app: App,
  session: Session | undefined,
  method: "PUT" | "DELETE" | "POST",
  url: string,
  body?: unknown,
) {
  return app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: {
      origin: ORIGIN,
      ...(session ? { cookie: session.cookie, "x-csrf-token": session.csrf } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

/** A stored request of `formType` (its ciphertext is not read by these routes). */
export async function storedRequest(
  db: Kysely<Database>,
  formType: "contact" | "verification" | "referral" | "application",
) {
  const { reference } = await createStore(db).save({
    clientRequestId: randomUUID(),
    formType,
    formVersion: 1,
    ciphertext: ARMORED(),
  });
  return reference;
}

/** Gives `reference` a status link, as a page's hash would (the secret is never stored). */
export async function linkRequest(db: Kysely<Database>, reference: string) {
  const row = await db
    .selectFrom("submissions")
    .select("id")
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
  const hash = createHash("sha256").update(`secret-of-${reference}`).digest("hex");
  await db
    .insertInto("status_links")
    .values({ secret_hash: hash, submission_id: row.id })
    .execute();
}

/** The request's audit rows but its views, oldest first. */
export const stageAudits = async (db: Kysely<Database>, reference: string) =>
  (
    await db
      .selectFrom("audit_events")
      .select(["action", "detail"])
      .where("subject", "=", reference)
      .orderBy("id")
      .execute()
  ).filter((row) => row.action !== "view");

export const milestoneUrl = (reference: string, kind: string) =>
  `requests/${reference}/milestones/${kind}`;
