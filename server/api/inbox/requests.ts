import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  assignBodySchema,
  changesQuerySchema,
  emptyBodySchema,
  noteBodySchema,
  requestListQuerySchema,
  statusBodySchema,
} from "../../../src/shared/wire/inbox-api";
import { referenceListSchema, sealedQuerySchema } from "../../../src/shared/wire/inbox-list";
import { historyOf, sealedPayloads } from "../../db/request-history";
import type { InboxContext } from "./context";
import { referenceParams } from "./zod-schemas";
import { signedIn } from "./inbox-access";

type ByReference = { Params: { reference: string } };

const PAGE = 50;

const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ error: "not_found", message: "There is no request with that reference." });

/**
 * The requests as staff work them: list, changes, detail, assign, status, notes, export (their
 * attachments and the retention preview: request-files.ts).
 */
export const requestsRoutes: FastifyPluginAsync<InboxContext> = async (app, context) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { requests, actions, options } = context;
  const staff = { access: "staff" as const, rateLimit: context.staffLimit };

  typed.get(
    "/requests",
    { schema: { querystring: requestListQuerySchema }, config: staff },
    async (request, reply) => {
      const me = signedIn(request);
      const now = options.now();
      const assignee = request.query.assignee === "me" ? me.id : request.query.assignee;
      const page = await requests.list(
        me.id,
        {
          ...request.query,
          assignee,
          limit: request.query.limit ? Number(request.query.limit) : PAGE,
        },
        now,
      );
      if (!page) {
        return reply
          .code(400)
          .send({ error: "bad_request", message: "The cursor or assignee is not valid." });
      }
      return {
        ...page,
        oldestUnansweredAt: await requests.oldestUnansweredAt(),
        notificationFailures: await requests.notificationFailures(now),
      };
    },
  );

  // The list polls this every 15 s: it does not count as activity (the idle clock runs on).
  typed.get(
    "/requests/changes",
    { schema: { querystring: changesQuerySchema }, config: { ...staff, touch: false } },
    async (request) => {
      const now = options.now();
      const items = await requests.changes(
        signedIn(request).id,
        new Date(request.query.since),
        now,
      );
      return { items, now: now.toISOString() };
    },
  );

  /**
   * The sealed payloads of the requests the list shows, which the page decrypts for names and
   * first words. Polled with the list's arrivals too, so not activity; audited as a preview.
   */
  typed.get(
    "/requests/sealed",
    { schema: { querystring: sealedQuerySchema }, config: { ...staff, touch: false } },
    async (request, reply) => {
      const references = referenceListSchema.safeParse(request.query.references.split(","));
      if (!references.success) {
        return reply.code(400).send({
          error: "bad_request",
          message: "Give 1 to 100 request references, separated by commas.",
        });
      }
      const me = signedIn(request);
      return { items: await sealedPayloads(options.db, references.data, me.id, options.now()) };
    },
  );

  /** A request's history, re-read after an action: not a view (nothing is audited). */
  app.get<ByReference>(
    "/requests/:reference/history",
    { config: staff },
    async (request, reply) => {
      const me = signedIn(request);
      const found = await requests.one(me.id, request.params.reference, options.now());
      if (!found) return notFound(reply);
      return { history: await historyOf(options.db, request.params.reference) };
    },
  );

  app.get<ByReference>("/requests/:reference", { config: staff }, async (request, reply) => {
    const me = signedIn(request);
    const now = options.now();
    if (!(await actions.view(request.params.reference, me.id, now))) return notFound(reply);
    return requests.detail(me.id, request.params.reference, now);
  });

  typed.post(
    "/requests/:reference/assign",
    { schema: { body: assignBodySchema, params: referenceParams }, config: staff },
    async (request, reply) => {
      const me = signedIn(request);
      const now = options.now();
      const result = await actions.assign(
        request.params.reference,
        request.body.staffId,
        me.id,
        now,
      );
      if (!result) return notFound(reply);
      if (!result.ok) return reply.code(400).send({ error: "bad_request", message: result.reason });
      return (await requests.one(me.id, request.params.reference, now))?.summary;
    },
  );

  typed.post(
    "/requests/:reference/status",
    { schema: { body: statusBodySchema, params: referenceParams }, config: staff },
    async (request, reply) => {
      const me = signedIn(request);
      const now = options.now();
      const { reference } = request.params;
      const result = await actions.setStatus(
        reference,
        request.body.status,
        request.body.outcome,
        me.id,
        now,
      );
      if (!result) return notFound(reply);
      if (!result.ok) {
        const error = result.error ?? "invalid_transition";
        return reply.code(400).send({ error, message: result.reason });
      }
      return (await requests.one(me.id, reference, now))?.summary;
    },
  );

  typed.post(
    "/requests/:reference/notes",
    { schema: { body: noteBodySchema, params: referenceParams }, config: staff },
    async (request, reply) => {
      const me = signedIn(request);
      const note = await actions.addNote(
        request.params.reference,
        request.body.ciphertext,
        me.id,
        options.now(),
      );
      if (!note) return notFound(reply);
      return reply.code(201).send(note);
    },
  );

  typed.post(
    "/requests/:reference/export",
    { schema: { body: emptyBodySchema, params: referenceParams }, config: staff },
    async (request, reply) => {
      const me = signedIn(request);
      if (!(await actions.recordExport(request.params.reference, me.id, options.now()))) {
        return notFound(reply);
      }
      return reply.code(204).send();
    },
  );
};
