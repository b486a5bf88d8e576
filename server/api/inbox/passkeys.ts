import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { emptyBodySchema, passkeyBodySchema } from "../../../src/shared/wire/inbox-api";
import { requireActiveMember } from "../../db/active-member";
import { appendAudit } from "../../db/audit-store";
import { insertPasskey } from "../../db/passkey-store";
import { memberKeyProblem } from "./enrolment";
import type { InboxContext } from "./context";
import { signedIn } from "./inbox-access";
import { freshlyReauthenticated } from "./reauth";
import { challengeOf, CHALLENGE_MS, registrationOptions, verifyRegistration } from "./webauthn";

/**
 * Adding a passkey (and its member key) to oneself: both steps want a fresh re-authentication
 * (reauth.ts), so a stolen session cannot add a passkey of its own and keep access.
 */
export const passkeysRoutes: FastifyPluginAsync<InboxContext> = async (app, context) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { staffStore, keys, rp, options } = context;
  const staff = { access: "staff" as const, rateLimit: context.staffLimit };

  typed.post(
    "/passkeys/options",
    { schema: { body: emptyBodySchema }, config: staff },
    async (request, reply) => {
      const now = options.now();
      if (!freshlyReauthenticated(request, reply, now)) return reply;
      const me = signedIn(request);
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
    },
  );

  typed.post(
    "/passkeys",
    { schema: { body: passkeyBodySchema }, config: staff },
    async (request, reply) => {
      const problem = memberKeyProblem(request.body.memberKey);
      if (problem) return reply.code(400).send({ error: "bad_request", message: problem });
      const me = signedIn(request);
      const now = options.now();
      if (!freshlyReauthenticated(request, reply, now)) return reply;
      const challenge = challengeOf(request.body.response);
      if (!challenge || !(await staffStore.takeChallenge(challenge, "passkey", me.id, now))) {
        return reply.code(400).send({ error: "challenge_expired", message: "Start again." });
      }
      const credential = await verifyRegistration(rp, request.body.response, challenge);
      if (!credential) {
        return reply
          .code(400)
          .send({ error: "passkey_refused", message: "The passkey could not be verified." });
      }
      await options.db.transaction().execute(async (trx) => {
        await requireActiveMember(trx, me.id);
        await insertPasskey(trx, me.id, credential, request.body.memberKey, now, null);
        await appendAudit(trx, now, { staffId: me.id, action: "passkey_add", subject: me.id });
      });
      return reply.code(201).send({ memberKeys: await keys.memberKeys(me.id) });
    },
  );
};
