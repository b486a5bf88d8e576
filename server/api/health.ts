import type { FastifyPluginAsync } from "fastify";
import type { Store } from "../db/store";
import { problemResponses } from "./schemas";

export type HealthOptions = { store: Store };

const statusSchema = {
  type: "object",
  required: ["status"],
  properties: { status: { type: "string", enum: ["ok", "unavailable"] } },
} as const;

/**
 * `GET /api/v1/health`: 200 while PostgreSQL answers, 503 when it does not. Outside the rate
 * limit (a load balancer asks often).
 */
export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, options) => {
  app.get(
    "/health",
    {
      config: { rateLimit: false },
      schema: {
        response: { 200: statusSchema, 503: statusSchema, ...problemResponses },
      },
    },
    async (_request, reply) => {
      try {
        await options.store.ping();
        return { status: "ok" };
      } catch {
        return reply.code(503).send({ status: "unavailable" });
      }
    },
  );
};
