import type { FastifyPluginAsync } from "fastify";
import { invitationBodySchema, notifyBodySchema } from "../../src/shared/wire/inbox-api";
import type { InboxContext } from "./inbox";
import { parse, signedIn } from "./inbox-access";
import { freshlyReauthenticated } from "./reauth";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The enrolment link: the token in the fragment, so it never reaches a server log. */
export const enrolmentLink = (inboxUrl: string, token: string) =>
  `${inboxUrl.split("#")[0]}#invite=${token}`;

/** Colleagues (admins), invitations, disabling, and one's own notification setting. */
export const staffRoutes: FastifyPluginAsync<InboxContext> = async (app, context) => {
  const { team, staffStore, options } = context;
  const staff = { access: "staff" as const, rateLimit: context.staffLimit };
  const admin = { access: "admin" as const, rateLimit: context.staffLimit };

  app.get("/staff", { config: admin }, async () => ({ staff: await team.staffList() }));

  // An invitation leads to a new passkey: it wants a fresh re-authentication.
  app.post("/staff/invitations", { config: admin }, async (request, reply) => {
    const body = parse(invitationBodySchema, request.body, reply);
    if (!body.ok) return reply;
    const now = options.now();
    if (!freshlyReauthenticated(request, reply, now)) return reply;
    const { token, expiresAt } = await staffStore.invite(body.data, signedIn(request).id, now);
    return reply
      .code(201)
      .send({ link: enrolmentLink(options.inboxUrl, token), expiresAt: expiresAt.toISOString() });
  });

  app.post<{ Params: { id: string } }>(
    "/staff/:id/disable",
    { config: admin },
    async (request, reply) => {
      const me = signedIn(request);
      const id = request.params.id;
      if (id === me.id) {
        return reply
          .code(400)
          .send({ error: "bad_request", message: "Ask another administrator to disable you." });
      }
      const done = UUID.test(id) && (await team.disable(id, me.id, options.now()));
      if (!done) {
        return reply
          .code(404)
          .send({ error: "not_found", message: "No active colleague has that id." });
      }
      const member = (await team.staffList()).find((row) => row.id === id);
      return member;
    },
  );

  app.patch("/staff/me", { config: staff }, async (request, reply) => {
    const body = parse(notifyBodySchema, request.body, reply);
    if (!body.ok) return reply;
    const me = signedIn(request);
    await team.setPreferences(me.id, body.data);
    return (await team.staffList()).find((row) => row.id === me.id);
  });
};
