/**
 * JSON schemas of the API's answers (Fastify `schema.response`): they document each route and
 * serialize the answer, so nothing undeclared leaves the server.
 */

/** A refusal: a code the page branches on, a sentence for people, the fields at fault. */
export const problemSchema = {
  type: "object",
  required: ["error", "message"],
  properties: {
    error: { type: "string" },
    message: { type: "string" },
    issues: {
      type: "array",
      items: {
        type: "object",
        required: ["path", "message"],
        properties: { path: { type: "string" }, message: { type: "string" } },
      },
    },
  },
} as const;

/** Every refusal (4xx) and failure (5xx) a route may answer. */
export const problemResponses = { "4xx": problemSchema, "5xx": problemSchema } as const;
