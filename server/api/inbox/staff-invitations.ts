import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { teamInvitationBodySchema } from "../../../src/shared/wire/inbox-team";
import type { InboxContext } from "./context";
import { signedIn } from "./inbox-access";
import { freshlyReauthenticated } from "./reauth";
import { enrolmentLink, NOT_FOUND, refusingConflicts, UUID } from "./team-replies";

/**
 * Invitations (admins): a newcomer's, a re-invitation for an existing account whose passkey was
 * lost, the pending list and revoking. Making a link leads to a new passkey: it wants a fresh
 * re-authentication (reauth.ts); revoking takes access away and does not.
 */
export const invitationRoutes: FastifyPluginAsync<InboxContext> = async (app, context) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { team, staffStore, options } = context;
  const admin = { access: "admin" as const, rateLimit: context.staffLimit };
  const answer = (token: string, expiresAt: Date) => ({
    link: enrolmentLink(options.inboxUrl, token),
    expiresAt: expiresAt.toISOString(),
  });

  app.get("/staff/invitations", { config: admin }, async () => ({
    invitations: await team.pendingInvitations(options.now()),
  }));

  typed.post(
    "/staff/invitations",
    { schema: { body: teamInvitationBodySchema }, config: admin },
    async (request, reply) => {
      const now = options.now();
      if (!freshlyReauthenticated(request, reply, now)) return reply;
      const me = signedIn(request).id;
      const made = await refusingConflicts(reply, () => staffStore.invite(request.body, me, now));
      if (!made.ok) return reply;
      return reply.code(201).send(answer(made.value.token, made.value.expiresAt));
    },
  );

  // A lost passkey: a new link for the same account; its old passkeys go when it is used.
  app.post<{ Params: { id: string } }>(
    "/staff/:id/reinvite",
    { config: admin },
    async (request, reply) => {
      const id = request.params.id;
      const me = signedIn(request);
      if (id === me.id) {
        return reply.code(400).send({
          error: "bad_request",
          message: "You are signed in: add a passkey in Settings, or ask another administrator.",
        });
      }
      const now = options.now();
      if (!freshlyReauthenticated(request, reply, now)) return reply;
      const account = UUID.test(id) ? await staffStore.staffMember(id) : undefined;
      if (!account || account.disabled_at) return reply.code(404).send(NOT_FOUND);
      const { name, role, email } = account;
      const made = await staffStore.invite({ name, role, email }, me.id, now, id);
      return reply.code(201).send(answer(made.token, made.expiresAt));
    },
  );

  app.delete<{ Params: { id: string } }>(
    "/staff/invitations/:id",
    { config: admin },
    async (request, reply) => {
      const id = request.params.id;
      const done =
        UUID.test(id) && (await team.revokeInvitation(id, signedIn(request).id, options.now()));
      if (!done) {
        return reply
          .code(404)
          .send({ error: "not_found", message: "No pending invitation has that id." });
      }
      return reply.code(204).send();
    },
  );
};
