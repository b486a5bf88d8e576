import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  agencyKeyBodySchema,
  deviceKeyBodySchema,
  grantBodySchema,
} from "../../../src/shared/wire/inbox-api";
import { memberKeyProblem } from "./enrolment";
import type { InboxContext } from "./context";
import { signedIn } from "./inbox-access";
import { freshlyReauthenticated } from "./reauth";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Agency keys (public recipients), one's own member keys and grants (ciphertext only). */
export const keysRoutes: FastifyPluginAsync<InboxContext> = async (app, context) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { keys, options } = context;
  const staff = { access: "staff" as const, rateLimit: context.staffLimit };
  const admin = { access: "admin" as const, rateLimit: context.staffLimit };

  app.get("/keys", { config: staff }, async (request) => {
    const me = signedIn(request);
    return {
      agencyKeys: await keys.agencyKeys(),
      memberKeys: await keys.memberKeys(me.id),
      grants: await keys.grants(me.id),
    };
  });

  // A new agency key: notes are sealed to it from then on, so it wants a fresh re-authentication.
  typed.post(
    "/keys/agency",
    { schema: { body: agencyKeyBodySchema }, config: admin },
    async (request, reply) => {
      const now = options.now();
      if (!freshlyReauthenticated(request, reply, now)) return reply;
      const key = await keys.addAgencyKey(
        { ...request.body, recovery: request.body.recovery ?? false },
        signedIn(request).id,
        now,
      );
      if (!key) {
        return reply
          .code(409)
          .send({ error: "conflict", message: "This recipient is already registered." });
      }
      return reply.code(201).send(key);
    },
  );

  // Who added and retired each key, for the keys page (names only: the audit's own rows stay
  // on the audit page).
  app.get("/keys/agency/history", { config: admin }, async () => ({
    events: await keys.agencyKeyHistory(),
  }));

  // Any active key, the recovery one included: a lost or exposed kit is replaced and retired.
  app.post<{ Params: { id: string } }>(
    "/keys/agency/:id/retire",
    { config: admin },
    async (request, reply) => {
      const id = request.params.id;
      const key = UUID.test(id)
        ? await keys.retireAgencyKey(id, signedIn(request).id, options.now())
        : undefined;
      if (!key) {
        return reply
          .code(404)
          .send({ error: "not_found", message: "No active agency key has that id." });
      }
      return key;
    },
  );

  /** A device member key for this browser (no passkey PRF), added to oneself (re-authenticated). */
  typed.post(
    "/keys/members",
    { schema: { body: deviceKeyBodySchema }, config: staff },
    async (request, reply) => {
      const problem =
        request.body.memberKey.kind === "device"
          ? memberKeyProblem(request.body.memberKey)
          : "Add a passkey member key with POST passkeys.";
      if (problem) return reply.code(400).send({ error: "bad_request", message: problem });
      const now = options.now();
      if (!freshlyReauthenticated(request, reply, now)) return reply;
      const me = signedIn(request);
      await keys.addDeviceKey(me.id, request.body.memberKey, now);
      return reply.code(201).send({ memberKeys: await keys.memberKeys(me.id) });
    },
  );

  typed.post(
    "/keys/grants",
    { schema: { body: grantBodySchema }, config: staff },
    async (request, reply) => {
      const me = signedIn(request);
      const owner = await keys.memberKeyOwner(request.body.memberKeyId);
      if (!owner) {
        return reply
          .code(400)
          .send({ error: "bad_request", message: "No active colleague holds that member key." });
      }
      if (owner.id !== me.id && me.role !== "admin") {
        return reply.code(403).send({ error: "forbidden" });
      }
      const grant = await keys.grant(request.body, me.id, options.now());
      if (!grant) {
        return reply
          .code(400)
          .send({ error: "bad_request", message: "No agency key has that id." });
      }
      return reply.code(201).send(grant);
    },
  );
};
