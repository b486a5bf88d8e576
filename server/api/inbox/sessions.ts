import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { emptyBodySchema, signInBodySchema } from "../../../src/shared/wire/inbox-api";
import { lockActiveMember } from "../../db/active-member";
import { appendAudit } from "../../db/audit-store";
import { markPasskeyUsed } from "../../db/passkey-store";
import type { InboxContext } from "./context";
import { clearSessionCookie, sessionInfo, setSessionCookie, signedIn } from "./inbox-access";
import { authenticationOptions, challengeOf, CHALLENGE_MS, verifyAuthentication } from "./webauthn";

const SIGN_IN_FAILED = {
  error: "sign_in_failed",
  message: "The passkey was not accepted. Try again, or ask an administrator.",
};

/** Sign-in with a passkey, and the session itself. */
export const sessionsRoutes: FastifyPluginAsync<InboxContext> = async (app, context) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { staffStore, rp, options } = context;
  const limits = { idleMs: context.idleMs, maxMs: context.maxSessionMs };
  const signIn = { rateLimit: context.signInLimit };
  const staff = { access: "staff" as const, rateLimit: context.staffLimit };

  typed.post(
    "/sessions/options",
    { schema: { body: emptyBodySchema }, config: signIn },
    async () => {
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
    },
  );

  typed.post(
    "/sessions",
    { schema: { body: signInBodySchema }, config: signIn },
    async (request, reply) => {
      const now = options.now();
      const credentialId = request.body.response.id;
      const challenge = challengeOf(request.body.response);
      const credential =
        typeof credentialId === "string" ? await staffStore.credential(credentialId) : undefined;
      if (!credential || !challenge) return reply.code(401).send(SIGN_IN_FAILED);
      if (!(await staffStore.takeChallenge(challenge, "sign_in", null, now))) {
        return reply.code(401).send(SIGN_IN_FAILED);
      }
      const counter = await verifyAuthentication(rp, request.body.response, challenge, credential);
      const member = await staffStore.staffMember(credential.staff_id);
      if (counter === undefined || !member || member.disabled_at) {
        return reply.code(401).send(SIGN_IN_FAILED);
      }
      const opened = await options.db.transaction().execute(async (trx) => {
        // Disabled since the check above: no session.
        if (!(await lockActiveMember(trx, member.id))) return undefined;
        await markPasskeyUsed(trx, credential.id, counter, now);
        await appendAudit(trx, now, { staffId: member.id, action: "sign_in", subject: member.id });
        return staffStore.openSession(trx, member.id, now);
      });
      if (!opened) return reply.code(401).send(SIGN_IN_FAILED);
      setSessionCookie(request, reply, opened.token);
      const times = { createdAt: now, lastSeenAt: now, now };
      return reply.code(201).send(sessionInfo(member, opened.csrfToken, times, limits));
    },
  );

  app.get("/sessions/current", { config: { ...staff, touch: false } }, async (request) => {
    const now = options.now();
    const session = request.session;
    if (!session) throw new Error("no session");
    const times = { createdAt: session.created_at, lastSeenAt: session.last_seen_at, now };
    return sessionInfo(signedIn(request), session.csrf_token, times, limits);
  });

  typed.post(
    "/sessions/current/touch",
    { schema: { body: emptyBodySchema }, config: staff },
    async (request) => {
      const now = options.now();
      const session = request.session;
      if (!session) throw new Error("no session");
      const times = { createdAt: session.created_at, lastSeenAt: session.last_seen_at, now };
      return sessionInfo(signedIn(request), session.csrf_token, times, limits);
    },
  );

  app.delete("/sessions/current", { config: staff }, async (request, reply) => {
    if (request.session) await staffStore.endSession(request.session.token_hash);
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });
};
