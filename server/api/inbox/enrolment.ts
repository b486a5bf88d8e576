import { randomUUID } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  enrolmentBodySchema,
  enrolmentOptionsBodySchema,
  type NewMemberKey,
} from "../../../src/shared/wire/inbox-api";
import { appendAudit } from "../../db/audit-store";
import { insertInvitedStaff } from "../../db/invitation-store";
import { insertPasskey, removePasskeys } from "../../db/passkey-store";
import { emailInUse } from "../../db/team-changes";
import type { InboxContext } from "./context";
import { sessionInfo, setSessionCookie } from "./inbox-access";
import { CHALLENGE_MS, registrationOptions, verifyRegistration } from "./webauthn";

const INVALID_INVITATION = {
  error: "invalid_invitation",
  message: "This invitation link is not valid: it was used, or it expired. Ask for a new one.",
};

/** A passkey member key carries its wrapped identity; a device key never does. */
export function memberKeyProblem(key: NewMemberKey): string | undefined {
  if (key.kind === "passkey" && !key.wrappedIdentity) {
    return "A passkey member key needs its wrapped identity.";
  }
  if (key.kind === "device" && key.wrappedIdentity) {
    return "A device member key stays in the browser: send no wrapped identity.";
  }
  return undefined;
}

/**
 * `POST enrolment/options` and `POST enrolment`: an invitee registers a passkey (and the
 * member key their browser made) with the one-time token from their link, and is signed in.
 */
export const enrolmentRoutes: FastifyPluginAsync<InboxContext> = async (app, context) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { staffStore, rp, options } = context;
  const config = { rateLimit: context.signInLimit };

  typed.post(
    "/enrolment/options",
    { schema: { body: enrolmentOptionsBodySchema }, config },
    async (request, reply) => {
      const now = options.now();
      const invitation = await staffStore.openInvitation(request.body.token, now);
      if (!invitation) return reply.code(400).send(INVALID_INVITATION);
      const staffId = invitation.staff_id ?? randomUUID();
      const creation = await registrationOptions(rp, { id: staffId, name: invitation.name });
      await staffStore.startEnrolment(
        request.body.token,
        creation.challenge,
        staffId,
        new Date(now.getTime() + CHALLENGE_MS),
      );
      return { invitation: { name: invitation.name, role: invitation.role }, options: creation };
    },
  );

  typed.post(
    "/enrolment",
    { schema: { body: enrolmentBodySchema }, config },
    async (request, reply) => {
      const problem = memberKeyProblem(request.body.memberKey);
      if (problem) return reply.code(400).send({ error: "bad_request", message: problem });
      const now = options.now();
      const invitation = await staffStore.openInvitation(request.body.token, now);
      if (!invitation) return reply.code(400).send(INVALID_INVITATION);
      const { challenge, challenge_expires_at: expires, staff_id: staffId } = invitation;
      if (!challenge || !staffId || !expires || expires <= now) {
        return reply.code(400).send({
          error: "challenge_expired",
          message: "The passkey request expired. Start the enrolment again.",
        });
      }
      const credential = await verifyRegistration(rp, request.body.response, challenge);
      if (!credential) {
        return reply
          .code(400)
          .send({ error: "passkey_refused", message: "The passkey could not be verified." });
      }
      const opened = await options.db.transaction().execute(async (trx) => {
        if (!(await staffStore.useInvitation(trx, request.body.token, now))) return undefined;
        let detail: Record<string, unknown> = { invitedBy: invitation.invited_by };
        if (invitation.for_staff_id) {
          // A re-invitation: the same account, a new passkey; the old ones go (passkey-store).
          const removed = await removePasskeys(trx, staffId);
          if (removed === undefined) return undefined;
          detail = { ...detail, passkeysRemoved: removed };
        } else {
          // An address given to an active account since the invitation: enrol without it (the
          // person adds one in Settings) rather than refuse the enrolment.
          const email =
            invitation.email && !(await emailInUse(trx, invitation.email))
              ? invitation.email
              : null;
          const newcomer = { id: staffId, name: invitation.name, role: invitation.role, email };
          await insertInvitedStaff(trx, newcomer, now);
          detail = { ...detail, role: invitation.role };
        }
        await insertPasskey(trx, staffId, credential, request.body.memberKey, now, now);
        await appendAudit(trx, now, {
          staffId,
          action: invitation.for_staff_id ? "reenrol" : "enrol",
          subject: staffId,
          detail,
        });
        return staffStore.openSession(trx, staffId, now);
      });
      if (!opened) return reply.code(400).send(INVALID_INVITATION);
      const staff = await staffStore.staffMember(staffId);
      if (!staff) throw new Error("The enrolled staff member is missing.");
      setSessionCookie(request, reply, opened.token);
      const times = { createdAt: now, lastSeenAt: now, now };
      const limits = { idleMs: context.idleMs, maxMs: context.maxSessionMs };
      return reply.code(201).send(sessionInfo(staff, opened.csrfToken, times, limits));
    },
  );
};
