import type { FastifyPluginAsync, FastifyReply } from "fastify";
import {
  SAMPLE_RECIPIENTS,
  sameSet,
  type ActiveRecipients,
  type RecipientsSource,
} from "./active-recipients";
import { problemResponses } from "./schemas";

export type RecipientsOptions = { source: RecipientsSource };

const recipientList = { type: "array", items: { type: "string" } } as const;

const recipientsSchema = {
  type: "object",
  required: ["recipients", "sample", "pinned"],
  properties: {
    recipients: recipientList,
    sample: { type: "boolean" },
    pinned: { anyOf: [recipientList, { type: "null" }] },
  },
} as const;

/**
 * Whether the intake takes nothing now: a production site on the sample keys, unless its build
 * pinned the agency's own recipients (INTAKE_RECIPIENTS, set up before the inbox had keys: its
 * pages seal to those, and the intake takes them).
 */
export const notSetUp = (source: RecipientsSource, active: ActiveRecipients) =>
  source.production && active.sample && !pinnedOwn(active);

/** Whether a build pinned recipients that are not the samples. */
const pinnedOwn = (active: ActiveRecipients) =>
  active.pinned !== null && !sameSet(active.pinned, SAMPLE_RECIPIENTS);

/** The 503 a production intake on the sample keys answers submissions and upload tokens. */
export const NOT_SET_UP = {
  error: "not_set_up",
  message: "Online requests are not set up on this site yet, so nothing was sent. Please call us.",
} as const;

export const refuseNotSetUp = (reply: FastifyReply) => reply.code(503).send(NOT_SET_UP);

/**
 * `GET /api/v1/recipients`: the age recipients a form must seal to now (active-recipients.ts),
 * fetched by the page right before it seals, so a key registered or retired in the inbox
 * applies to the next request with no rebuild and no restart. Public: recipients are public
 * keys. `no-store`, like every API answer (routes.ts). A production site on the sample keys
 * warns once at start (the first admin still reaches the inbox to set them up).
 */
export const recipientsRoutes: FastifyPluginAsync<RecipientsOptions> = async (app, options) => {
  const { source } = options;
  app.addHook("onReady", async () => {
    const active = await source.active().catch(() => undefined);
    if (active && notSetUp(source, active)) {
      app.log.warn(
        "SITE_ENV=production and no agency key is set up: the intake refuses requests until an admin sets up the keys in the inbox.",
      );
    }
  });
  app.get(
    "/recipients",
    {
      // Outside the rate limit, like /health: each form asks once on its page and once before
      // each send, and several visitors behind one office's address must not run out of
      // requests for it (one small indexed read).
      config: { rateLimit: false },
      schema: { response: { 200: recipientsSchema, ...problemResponses } },
    },
    async () => source.active(),
  );
};
