import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { createRecipientsSource } from "../api/active-recipients";
import { createProofOfWork } from "../api/proof-of-work";
import { buildApp } from "../app";
import type { Database } from "../db/schema";
import { insertStatusLink } from "../db/status-store";
import { createStore } from "../db/store";
import { sealJson } from "../../src/shared/age/seal";
import type { FormType } from "../../src/shared/wire/envelope";
import type { StatusAddition } from "../../src/shared/wire/status";
import { SAMPLE_RECIPIENTS } from "../api/active-recipients";
import { solvedChallenge, validEnvelope } from "./envelopes";
import { CHICAGO_OFFICE, INBOX_URL, ORIGIN } from "./inbox";
import { putFile, sealedFile, tokenFor } from "./uploads";

/** The test inbox app (test/inbox.ts) with the active-recipients check the intake runs. */
export function additionsApp(db: Kysely<Database>, now: () => Date) {
  const proofOfWork = createProofOfWork({ maxCounter: 2000 });
  const app = buildApp({
    store: createStore(db),
    proofOfWork,
    rateLimitMax: 1000,
    recipients: createRecipientsSource({ db }),
    inbox: {
      db,
      now,
      origin: ORIGIN,
      inboxUrl: INBOX_URL,
      idleMinutes: 15,
      retentionDays: 90,
      schedule: CHICAGO_OFFICE,
      answerWithinHours: 2,
      signInRateLimit: 1000,
    },
  });
  return { app, proofOfWork };
}

type Harness = ReturnType<typeof additionsApp> & { db: Kysely<Database>; recipient: string };

/** A status link's secret (as the page makes it) and the hash the server keeps. */
export function newSecret() {
  const secret = randomBytes(16).toString("base64url");
  return { secret, hash: createHash("sha256").update(secret, "ascii").digest("hex") };
}

/** A request sent as a page sends it, with a status link: its reference, id and secret. */
export async function requestWithLink(h: Harness, formType: FormType = "referral") {
  const envelope = await validEnvelope(
    h.recipient,
    { name: "Test" },
    { formType, altcha: await solvedChallenge(h.proofOfWork) },
  );
  const answer = await h.app.inject({
    method: "POST",
    url: "/api/v1/submissions",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(envelope),
  });
  const reference: string = answer.json().reference;
  const row = await h.db
    .selectFrom("submissions")
    .select("id")
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
  const { secret, hash } = newSecret();
  // Where the submission did not store one already (helper A's statusHash), the link's row.
  await insertStatusLink(h.db, row.id, hash);
  return { reference, id: row.id, secret };
}

/** A file sealed and uploaded as the page does: what the addition names it by, and its bytes. */
export async function uploadedFile(h: Harness, plain: string | Uint8Array = "%PDF-1.4 order") {
  const body = await sealedFile(h.recipient, plain);
  const uploadId = randomUUID();
  const token = await tokenFor(h.app, h.proofOfWork, { uploadId, bytes: body.length });
  const put = await putFile(h.app, uploadId, body, token);
  if (put.statusCode !== 201) throw new Error(`upload ${put.statusCode} ${put.body}`);
  const sha256 = createHash("sha256").update(body).digest("hex");
  return { attachment: { uploadId, sha256, bytes: body.length }, body };
}

/** A valid addition body for `secret`, sealed to the test key; `overrides` replace fields. */
export async function additionBody(
  h: Harness,
  secret: string,
  overrides: Partial<StatusAddition> = {},
): Promise<StatusAddition> {
  return {
    secret,
    clientRequestId: randomUUID(),
    ciphertext: await sealJson({ kind: "addition", message: "The signed order" }, [h.recipient]),
    altcha: await solvedChallenge(h.proofOfWork),
    sealedTo: [...SAMPLE_RECIPIENTS],
    ...overrides,
  };
}

/** `POST /api/v1/status/additions`. */
export const postAddition = (h: Pick<Harness, "app">, body: unknown) =>
  h.app.inject({
    method: "POST",
    url: "/api/v1/status/additions",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(body),
  });
