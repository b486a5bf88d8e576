import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { emptyBodySchema, signInBodySchema } from "../../../src/shared/wire/inbox-api";
import { requireActiveMember } from "../../db/active-member";
import { appendAudit } from "../../db/audit-store";
import { createReauthStore } from "../../db/reauth-store";
import type { InboxContext } from "./context";
import { signedIn } from "./inbox-access";
import { authenticationOptions, challengeOf, CHALLENGE_MS, verifyAuthentication } from "./webauthn";

/** How recent a re-authentication must be for adding a credential or a key. */
const REAUTH_MS = 5 * 60_000;

const REAUTH_FAILED = {
  error: "reauth_failed",
  message: "Your passkey did not confirm it is you. Try again.",
};

/**
 * The gate of the routes that add a credential or a key (a passkey, a device key, an agency
 * key, an invitation): a user-verified passkey assertion on this very session within the last
 * 5 minutes. The session's sign-in does not count (a stolen cookie is often taken right after
 * it). False after answering 403 `reauth_required`.
 */
export function freshlyReauthenticated(request: FastifyRequest, reply: FastifyReply, now: Date) {
  const at = request.session?.reauthenticated_at;
  if (at && now.getTime() - at.getTime() < REAUTH_MS && at.getTime() <= now.getTime()) {
    return true;
  }
  void reply.code(403).send({
    error: "reauth_required",
    message: "Confirm it is you with your passkey, then try again.",
  });
  return false;
}

/**
 * `POST reauth/options` and `POST reauth/verify`: the re-authentication ceremony. The options
 * allow only the signed-in member's passkeys and require user verification; the challenge is
 * kept on the session (single use), and the verified answer stamps `reauthenticated_at` on it.
 * A refusal is 403 (a 401 would sign the page out).
 */
export const reauthRoutes: FastifyPluginAsync<InboxContext> = async (app, context) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { staffStore, rp, options } = context;
  const reauth = createReauthStore(options.db);
  const staff = { access: "staff" as const, rateLimit: context.staffLimit };

  typed.post(
    "/reauth/options",
    { schema: { body: emptyBodySchema }, config: staff },
    async (request) => {
      const me = signedIn(request);
      const session = request.session;
      if (!session) throw new Error("no session");
      const now = options.now();
      const request_ = await authenticationOptions(rp, await staffStore.credentialIds(me.id));
      await reauth.saveChallenge(
        session.token_hash,
        request_.challenge,
        new Date(now.getTime() + CHALLENGE_MS),
      );
      return { options: request_ };
    },
  );

  typed.post(
    "/reauth/verify",
    { schema: { body: signInBodySchema }, config: staff },
    async (request, reply) => {
      const me = signedIn(request);
      const session = request.session;
      if (!session) throw new Error("no session");
      const now = options.now();
      const challenge = challengeOf(request.body.response);
      const credentialId = request.body.response.id;
      const credential =
        typeof credentialId === "string" ? await staffStore.credential(credentialId) : undefined;
      // Only the signed-in member's own passkey, answering this session's pending challenge.
      if (!challenge || !credential || credential.staff_id !== me.id) {
        return reply.code(403).send(REAUTH_FAILED);
      }
      if (!(await reauth.takeChallenge(session.token_hash, challenge, now))) {
        return reply.code(403).send(REAUTH_FAILED);
      }
      const counter = await verifyAuthentication(rp, request.body.response, challenge, credential);
      if (counter === undefined) return reply.code(403).send(REAUTH_FAILED);
      await options.db.transaction().execute(async (trx) => {
        await requireActiveMember(trx, me.id);
        await reauth.record(trx, session.token_hash, { id: credential.id, counter }, now);
        await appendAudit(trx, now, { staffId: me.id, action: "reauth", subject: me.id });
      });
      return {
        reauthenticatedAt: now.toISOString(),
        validUntil: new Date(now.getTime() + REAUTH_MS).toISOString(),
      };
    },
  );
};
