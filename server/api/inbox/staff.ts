import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ownSettingsBodySchema, staffChangeBodySchema } from "../../../src/shared/wire/inbox-team";
import type { InboxContext } from "./context";
import { idParams } from "./zod-schemas";
import { signedIn } from "./inbox-access";
import { freshlyReauthenticated } from "./reauth";
import { invitationRoutes } from "./staff-invitations";
import { NOT_FOUND, refusingConflicts, UUID } from "./team-replies";

/** Colleagues (admins): the list, a colleague's e-mail and role, disabling; one's own settings. */
export const staffRoutes: FastifyPluginAsync<InboxContext> = async (app, context) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { team, keys, options } = context;
  const staff = { access: "staff" as const, rateLimit: context.staffLimit };
  const admin = { access: "admin" as const, rateLimit: context.staffLimit };
  const member = async (id: string) => (await team.staffList()).find((row) => row.id === id);

  app.get("/staff", { config: admin }, async () => ({ staff: await team.staffList() }));
  await app.register(invitationRoutes, context);

  // A role change gives or takes the admin's powers: it wants a fresh re-authentication.
  typed.patch(
    "/staff/:id",
    { schema: { body: staffChangeBodySchema, params: idParams }, config: admin },
    async (request, reply) => {
      const now = options.now();
      if (request.body.role && !freshlyReauthenticated(request, reply, now)) return reply;
      const id = request.params.id;
      const me = signedIn(request).id;
      const done = await refusingConflicts(reply, async () =>
        UUID.test(id) ? team.changeStaff(id, request.body, me, now) : false,
      );
      if (!done.ok) return reply;
      if (!done.value) return reply.code(404).send(NOT_FOUND);
      return member(id);
    },
  );

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
      const done = await refusingConflicts(
        reply,
        async () => UUID.test(id) && (await team.disable(id, me.id, options.now())),
      );
      if (!done.ok) return reply;
      if (!done.value) return reply.code(404).send(NOT_FOUND);
      return member(id);
    },
  );

  // The page's poll for a grant made while it is open: not activity (like the list's poll).
  app.get("/staff/me/keys", { config: { ...staff, touch: false } }, async (request) => {
    const me = signedIn(request);
    return {
      agencyKeys: await keys.agencyKeys(),
      memberKeys: await keys.memberKeys(me.id),
      grants: await keys.grants(me.id),
    };
  });

  typed.patch(
    "/staff/me",
    { schema: { body: ownSettingsBodySchema }, config: staff },
    async (request, reply) => {
      const me = signedIn(request);
      const { notify, email } = request.body;
      const done = await refusingConflicts(reply, async () => {
        if (email !== undefined && email !== me.email) {
          await team.setOwnEmail(me.id, email, options.now());
        }
        if (notify !== undefined) await team.setPreferences(me.id, { notify });
      });
      if (!done.ok) return reply;
      return member(me.id);
    },
  );
};
