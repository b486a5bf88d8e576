import type { FastifyPluginAsync } from "fastify";
import { emptyBodySchema, passkeyBodySchema, signInBodySchema } from "../../src/lib/inbox/api";
import { appendAudit } from "../db/audit-store";
import { memberKeyProblem } from "./enrolment";
import type { InboxContext } from "./inbox";
import { clearSessionCookie, parse, sessionInfo, setSessionCookie, signedIn } from "./inbox-access";
import {
  authenticationOptions,
  challengeOf,
  CHALLENGE_MS,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
} from "./webauthn";

const SIGN_IN_FAILED = {
  error: "sign_in_failed",
  message: "The passkey was not accepted. Try again, or ask an administrator.",
};

/** Sign-in with a passkey, the session itself, and adding a passkey to oneself. */
export const sessionsRoutes: FastifyPluginAsync<InboxContext> = async (app, context) => {
  const { staffStore, keys, rp, options, idleMs } = context;
  const signIn = { rateLimit: context.signInLimit };
  const staff = { access: "staff" as const, rateLimit: context.staffLimit };

  app.post("/sessions/options", { config: signIn }, async (request, reply) => {
    if (!parse(emptyBodySchema, request.body, reply).ok) return reply;
    const now = options.now();
    const request_ = await authenticationOptions(rp);
    await staffStore.saveChallenge(
      request_.challenge,
      "sign_in",
      null,
      new Date(now.getTime() + CHALLENGE_MS),
      now,
    );
    return { options: request_ };
  });

  app.post("/sessions", { config: signIn }, async (request, reply) => {
    const body = parse(signInBodySchema, request.body, reply);
    if (!body.ok) return reply;
    const now = options.now();
    const credentialId = body.data.response.id;
    const challenge = challengeOf(body.data.response);
    const credential =
      typeof credentialId === "string" ? await staffStore.credential(credentialId) : undefined;
    if (!credential || !challenge) return reply.code(401).send(SIGN_IN_FAILED);
    if (!(await staffStore.takeChallenge(challenge, "sign_in", null, now))) {
      return reply.code(401).send(SIGN_IN_FAILED);
    }
    const counter = await verifyAuthentication(rp, body.data.response, challenge, {
      id: credential.id,
      publicKey: new Uint8Array(credential.public_key),
      counter: Number(credential.counter),
      transports: credential.transports,
    });
    const member = await staffStore.staffMember(credential.staff_id);
    if (counter === undefined || !member || member.disabled_at) {
      return reply.code(401).send(SIGN_IN_FAILED);
    }
    const opened = await options.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("credentials")
        .set({ counter, last_used_at: now })
        .where("id", "=", credential.id)
        .execute();
      await appendAudit(trx, now, { staffId: member.id, action: "sign_in", subject: member.id });
      return staffStore.openSession(trx, member.id, now);
    });
    setSessionCookie(request, reply, opened.token);
    return reply.code(201).send(sessionInfo(member, opened.csrfToken, now, idleMs));
  });

  app.get("/sessions/current", { config: { ...staff, touch: false } }, async (request) => {
    const session = request.session;
    if (!session) throw new Error("no session");
    return sessionInfo(signedIn(request), session.csrf_token, session.last_seen_at, idleMs);
  });

  app.post("/sessions/current/touch", { config: staff }, async (request, reply) => {
    if (!parse(emptyBodySchema, request.body, reply).ok) return reply;
    const session = request.session;
    if (!session) throw new Error("no session");
    return sessionInfo(signedIn(request), session.csrf_token, session.last_seen_at, idleMs);
  });

  app.delete("/sessions/current", { config: staff }, async (request, reply) => {
    if (request.session) await staffStore.endSession(request.session.token_hash);
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });

  app.post("/passkeys/options", { config: staff }, async (request) => {
    const me = signedIn(request);
    const now = options.now();
    const existing = await staffStore.credentialIds(me.id);
    const creation = await registrationOptions(rp, me, existing);
    await staffStore.saveChallenge(
      creation.challenge,
      "passkey",
      me.id,
      new Date(now.getTime() + CHALLENGE_MS),
      now,
    );
    return { options: creation };
  });

  app.post("/passkeys", { config: staff }, async (request, reply) => {
    const body = parse(passkeyBodySchema, request.body, reply);
    if (!body.ok) return reply;
    const problem = memberKeyProblem(body.data.memberKey);
    if (problem) return reply.code(400).send({ error: "bad_request", message: problem });
    const me = signedIn(request);
    const now = options.now();
    const challenge = challengeOf(body.data.response);
    if (!challenge || !(await staffStore.takeChallenge(challenge, "passkey", me.id, now))) {
      return reply.code(400).send({ error: "challenge_expired", message: "Start again." });
    }
    const credential = await verifyRegistration(rp, body.data.response, challenge);
    if (!credential) {
      return reply
        .code(400)
        .send({ error: "passkey_refused", message: "The passkey could not be verified." });
    }
    const key = body.data.memberKey;
    await options.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("credentials")
        .values({
          id: credential.id,
          staff_id: me.id,
          public_key: credential.publicKey,
          counter: credential.counter,
          transports: credential.transports ?? [],
          created_at: now,
        })
        .execute();
      await trx
        .insertInto("member_keys")
        .values({
          staff_id: me.id,
          kind: key.kind,
          credential_id: key.kind === "passkey" ? credential.id : null,
          recipient: key.recipient,
          wrapped_identity: key.wrappedIdentity,
          created_at: now,
        })
        .execute();
      await appendAudit(trx, now, { staffId: me.id, action: "passkey_add", subject: me.id });
    });
    return reply.code(201).send({ memberKeys: await keys.memberKeys(me.id) });
  });
};
