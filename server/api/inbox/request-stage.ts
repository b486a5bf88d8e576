import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { dayIn } from "../../../src/shared/calendar-date";
import {
  milestoneBodySchema,
  milestoneParams,
  publicNoteBodySchema,
  type StageAnswer,
} from "../../../src/shared/wire/inbox-stage";
import { emptyBodySchema } from "../../../src/shared/wire/inbox-api";
import type { Milestone } from "../../../src/shared/wire/status";
import { createRequestStage, type StageResult } from "../../db/request-stage";
import type { InboxContext } from "./context";
import { referenceParams } from "./zod-schemas";
import { signedIn } from "./inbox-access";

const NOT_FOUND = { error: "not_found", message: "There is no request with that reference." };

/** The milestones the referrer hears of (the interview is an applicant's, not a referral's). */
const emailed = (kind: Milestone): kind is "first_visit_scheduled" | "first_visit_completed" =>
  kind === "first_visit_scheduled" || kind === "first_visit_completed";

/**
 * The stage a visitor's status link shows, as staff move it (issue 31; docs/INBOX-DESIGN.md):
 * `PUT`/`DELETE requests/:reference/milestones/:kind`, `PUT requests/:reference/public-note`,
 * `POST requests/:reference/status-link/revoke`. Staff routes: a live session and its CSRF
 * token; one audit row per change. Each answers the stage as it now is.
 *
 * Withdrawing a link asks for no passkey re-authentication (unlike adding a credential or a
 * key): it only takes access away, from the visitor, and is audited; a stolen session could do
 * more harm by closing requests, which needs none either.
 *
 * A referral's first visit is e-mailed to the referrer as its outcome is: the staff member's
 * browser reads the address from the decrypted referral and sends it with the milestone; the
 * service e-mails the reference, the milestone and the day, and keeps no copy of the address.
 */
export const requestStageRoutes: FastifyPluginAsync<InboxContext> = async (app, context) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { options } = context;
  const stages = createRequestStage(options.db);
  const staff = { access: "staff" as const, rateLimit: context.staffLimit };

  /** The stage after a change, or the change's refusal. */
  async function answer(
    reply: FastifyReply,
    result: StageResult | undefined,
    email: StageAnswer["email"] = "not_given",
  ) {
    if (!result) return reply.code(404).send(NOT_FOUND);
    if (!result.ok) {
      return reply.code(result.status).send({ error: result.error, message: result.message });
    }
    return { stage: await stages.stageOf(result.submissionId), email } satisfies StageAnswer;
  }

  /** E-mails the referrer a first visit; the milestone is already recorded. */
  async function mailReferrer(
    request: FastifyRequest,
    notice: { to: string; reference: string; kind: Milestone; date: string | null },
  ): Promise<StageAnswer["email"] | "failed"> {
    const { to, reference, kind } = notice;
    if (!emailed(kind)) return "not_given";
    if (!options.mailer) {
      request.log.warn({ reference }, "milestone e-mail not sent: no SMTP_URL");
      return "not_configured";
    }
    const now = options.now();
    const date = notice.date ?? dayIn(now, options.schedule.timeZone);
    try {
      await options.mailer.sendReferralMilestone({ to, reference, kind, date });
    } catch {
      request.log.error({ reference }, "milestone e-mail failed");
      return "failed";
    }
    await stages.emailed(reference, kind, signedIn(request).id, options.now());
    return "sent";
  }

  typed.put(
    "/requests/:reference/milestones/:kind",
    { schema: { body: milestoneBodySchema, params: milestoneParams }, config: staff },
    async (request, reply) => {
      const me = signedIn(request);
      const { reference, kind } = request.params;
      const { date, email } = request.body;
      if (email && !emailed(kind)) {
        return reply.code(400).send({
          error: "email_not_taken",
          message: "Only a referral's first visit is e-mailed to the referrer.",
        });
      }
      const result = await stages.setMilestone(reference, kind, date, me.id, options.now());
      if (email && result?.ok && result.formType !== "referral") {
        // Recorded all the same: the address was simply not the referrer's.
        return answer(reply, result);
      }
      if (!email || !result?.ok) return answer(reply, result);
      const sent = await mailReferrer(request, { to: email, reference, kind, date });
      if (sent === "failed") {
        return reply.code(502).send({
          error: "email_failed",
          message:
            "The milestone is recorded, but the e-mail to the referrer could not be sent. Try again, or call the referrer.",
        });
      }
      return answer(reply, result, sent);
    },
  );

  typed.delete(
    "/requests/:reference/milestones/:kind",
    { schema: { params: milestoneParams }, config: staff },
    async (request, reply) => {
      const { reference, kind } = request.params;
      const now = options.now();
      return answer(
        reply,
        await stages.removeMilestone(reference, kind, signedIn(request).id, now),
      );
    },
  );

  typed.put(
    "/requests/:reference/public-note",
    { schema: { body: publicNoteBodySchema, params: referenceParams }, config: staff },
    async (request, reply) => {
      const { reference } = request.params;
      const now = options.now();
      return answer(
        reply,
        await stages.setNote(reference, request.body.code, signedIn(request).id, now),
      );
    },
  );

  typed.post(
    "/requests/:reference/status-link/revoke",
    { schema: { body: emptyBodySchema, params: referenceParams }, config: staff },
    async (request, reply) => {
      const { reference } = request.params;
      const now = options.now();
      return answer(reply, await stages.revoke(reference, signedIn(request).id, now));
    },
  );
};
