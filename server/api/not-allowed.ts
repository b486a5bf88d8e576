import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** The methods the API's routes use; a path's Allow header lists those it has a route for. */
const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"] as const;

/**
 * The methods some route other than the catch-all answers at the request's path. Fastify's
 * `findRoute` looks the path up as the router does, but tells a match only by its params: the
 * catch-all's are the request's own (`*`, the rest of the path), any other route's differ (a
 * named parameter, or none).
 */
function allowedMethods(app: FastifyInstance, request: FastifyRequest): string[] {
  const own = JSON.stringify(request.params);
  return METHODS.filter((method) => {
    const found = app.findRoute({ method, url: request.url });
    return found !== null && JSON.stringify(found.params) !== own;
  });
}

/**
 * The API's answer for a path none of its routes takes with this method: 405 and the methods
 * it does take (DELETE /api/v1/submissions: `Allow: POST`), or 404 for a path no method has.
 */
export function notAllowedOrNotFound(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const allowed = allowedMethods(app, request);
  if (allowed.length === 0)
    return reply.code(404).send({ error: "not_found", message: "There is no such endpoint." });
  return reply
    .code(405)
    .header("allow", allowed.join(", "))
    .send({
      error: "method_not_allowed",
      message: `This endpoint answers ${allowed.join(", ")} only.`,
    });
}
