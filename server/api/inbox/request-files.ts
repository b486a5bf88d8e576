import type { FastifyPluginAsync } from "fastify";
import { createUploadsStore } from "../../db/uploads-store";
import type { InboxContext } from "./context";
import { signedIn } from "./inbox-access";

/** A request's attachments, and the closed requests the retention job will delete. */
export const requestFilesRoutes: FastifyPluginAsync<InboxContext> = async (app, context) => {
  const { requests, options } = context;
  const staff = { access: "staff" as const, rateLimit: context.staffLimit };

  /**
   * A file sent with a request, as the visitor's browser encrypted it (binary age): the inbox
   * decrypts it in the staff member's browser. Audited as a download.
   */
  const uploads = createUploadsStore(options.db);
  app.get<{ Params: { reference: string; uploadId: string } }>(
    "/requests/:reference/attachments/:uploadId",
    { config: staff, compress: false },
    async (request, reply) => {
      const { reference, uploadId } = request.params;
      const file = /^[0-9a-f-]{36}$/i.test(uploadId)
        ? await uploads.download(reference, uploadId, signedIn(request).id, options.now())
        : undefined;
      if (!file) {
        return reply
          .code(404)
          .send({ error: "not_found", message: "The request has no such attachment." });
      }
      return reply.type("application/octet-stream").send(file);
    },
  );

  /** Closed requests the retention job deletes within the next 7 days. */
  app.get("/retention", { config: staff }, async (request) => {
    const now = options.now();
    const days = options.retentionDays;
    const before = new Date(now.getTime() + (7 - days) * 86_400_000);
    return { days, due: await requests.closedBefore(signedIn(request).id, before, now) };
  });
};
