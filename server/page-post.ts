import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Methods a page answers with 405 (`Allow: GET, HEAD`); POST has its own route. */
const REFUSED_METHODS = ["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"];

const tooLarge = () => Object.assign(new Error("The request is too large."), { statusCode: 413 });

/**
 * A parser that reads a page's request body into nothing: a declared length over `limit` is
 * refused before a byte is read, and reading stops once `limit` bytes have come (a body sent
 * without a length). Fastify answers the refusal with 413 and `connection: close`, so the
 * rest is never drained. The body is not decompressed (no content-encoding is honoured).
 */
function drainWithin(limit: number) {
  return (
    request: FastifyRequest,
    payload: IncomingMessage,
    done: (error: Error | null, body?: undefined) => void,
  ) => {
    if (Number(request.headers["content-length"] ?? 0) > limit) return done(tooLarge());
    let received = 0;
    const finish = (error: Error | null) => {
      payload.off("data", onData);
      payload.off("end", onEnd);
      payload.off("error", finish);
      if (error) payload.pause();
      done(error);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) finish(tooLarge());
    };
    const onEnd = () => finish(null);
    payload.on("data", onData);
    payload.on("end", onEnd);
    payload.on("error", finish);
  };
}

/**
 * What a page does with a method other than GET and HEAD. A form sent before its script ran
 * posts to the page that asks the visitor to call (method="post", so nothing typed is in a
 * URL): the body is dropped unread (at most `limit` bytes), and the browser is sent on to that
 * page with GET (303), so a reload does not post again. PUT, DELETE, PATCH, OPTIONS and TRACE
 * get 405 with `Allow: GET, HEAD`.
 */
export function pageMethods(
  app: FastifyInstance,
  options: {
    limit: number;
    isPage: (urlPath: string) => boolean;
    notFound: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", drainWithin(options.limit));
  app.post("/*", (request, reply) => {
    const urlPath = request.url.split("?")[0] ?? "/";
    if (!options.isPage(urlPath)) return options.notFound(request, reply);
    return reply.redirect(urlPath, 303);
  });
  app.route({
    method: REFUSED_METHODS,
    url: "/*",
    handler: (_request, reply) =>
      reply
        .code(405)
        .header("allow", "GET, HEAD")
        .send({ error: "method_not_allowed", message: "Pages answer GET and HEAD only." }),
  });
}
