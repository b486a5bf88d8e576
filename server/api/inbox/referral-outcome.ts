import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  referralOutcomeBodySchema,
  type ReferralOutcomeAnswer,
} from "../../../src/shared/wire/inbox-api";
import { createReferralOutcomes } from "../../db/referral-outcome";
import type { InboxContext } from "./context";
import { referenceParams } from "./zod-schemas";
import { signedIn } from "./inbox-access";

/**
 * `POST requests/:reference/referral-outcome` (staff, CSRF, audited): accepted, or declined
 * with a reason. The body carries the referrer's e-mail address, which the staff member's
 * browser read from the decrypted referral: the service e-mails the outcome to it (the
 * reference, the outcome, the reason and the referral line; no patient data) and keeps no copy
 * of it, only when it was sent. The decision is recorded first; a failed e-mail answers 502
 * and may be sent again with the same outcome.
 */
export const referralOutcomeRoutes: FastifyPluginAsync<InboxContext> = async (app, context) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { requests, options } = context;
  const outcomes = createReferralOutcomes(options.db);
  const staff = { access: "staff" as const, rateLimit: context.staffLimit };

  typed.post(
    "/requests/:reference/referral-outcome",
    { schema: { body: referralOutcomeBodySchema, params: referenceParams }, config: staff },
    async (request, reply) => {
      const me = signedIn(request);
      const now = options.now();
      const { reference } = request.params;
      const { outcome, reason, reasonText, email } = request.body;
      const decided = await outcomes.decide(reference, outcome, reason ?? null, me.id, now);
      if (!decided) {
        return reply
          .code(404)
          .send({ error: "not_found", message: "There is no request with that reference." });
      }
      if (!decided.ok) {
        return reply.code(400).send({ error: "invalid_outcome", message: decided.reason });
      }
      let sent: ReferralOutcomeAnswer["email"] = "not_given";
      if (email && !options.mailer) {
        request.log.warn({ reference }, "referral outcome e-mail not sent: no SMTP_URL");
        sent = "not_configured";
      } else if (email && options.mailer) {
        try {
          await options.mailer.sendReferralOutcome({
            to: email,
            reference,
            outcome,
            reason,
            reasonText,
          });
        } catch {
          request.log.error({ reference }, "referral outcome e-mail failed");
          return reply.code(502).send({
            error: "email_failed",
            message:
              "The outcome is recorded, but the e-mail to the referrer could not be sent. Try again, or call the referrer.",
          });
        }
        await outcomes.emailSent(reference, me.id, options.now());
        sent = "sent";
      }
      const summary = (await requests.one(me.id, reference, options.now()))?.summary;
      return { summary, email: sent };
    },
  );
};
