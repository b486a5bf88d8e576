import Fastify from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "../../../src/shared/wire/zod";
import { compileWithZod, validationProblem } from "./zod-schemas";

// zod/mini schemas, as in src/shared/wire: checks as functions, not methods.
const body = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(2, "Give a name.")),
  key: z.strictObject({ recipient: z.string().check(z.startsWith("age1", "Not an age key.")) }),
});
const query = z.strictObject({
  limit: z.optional(z.string().check(z.regex(/^\d+$/, "A number."))),
});

async function probe() {
  const app = Fastify();
  app.setErrorHandler((error, _request, reply) => {
    const problem = validationProblem(error);
    if (problem) return reply.code(400).send(problem);
    return reply.code(500).send({ error: "server_error", message: "other" });
  });
  await app.register(async (scope) => {
    compileWithZod(scope);
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    typed.post("/things", { schema: { body, querystring: query } }, async (request) => ({
      // The parsed value: trimmed by the schema, typed by the provider.
      name: request.body.name,
      limit: request.query.limit ?? null,
    }));
    typed.post("/empty", { schema: { body: z.strictObject({}) } }, async () => ({ ok: true }));
  });
  return app;
}

describe("fastify-type-provider-zod with zod/mini schemas", () => {
  it("validates a body and a query with a mini schema and hands the route the parsed value", async () => {
    const app = await probe();
    const ok = await app.inject({
      method: "POST",
      url: "/things?limit=5",
      payload: { name: "  Ada ", key: { recipient: "age1xyz" } },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ name: "Ada", limit: "5" });
  });

  it("answers 400 with the inbox's shape: the first message and each issue's dotted path", async () => {
    const app = await probe();
    const bad = await app.inject({
      method: "POST",
      url: "/things",
      payload: { name: "A", key: { recipient: "ssh-ed25519" }, extra: 1 },
    });
    expect(bad.statusCode).toBe(400);
    const answer = bad.json<{ error: string; message: string; issues: unknown[] }>();
    expect(answer.error).toBe("bad_request");
    expect(answer.message).toBe("Give a name.");
    expect(answer.issues).toEqual(
      expect.arrayContaining([
        { path: "name", message: "Give a name." },
        { path: "key.recipient", message: "Not an age key." },
      ]),
    );
    const badQuery = await app.inject({
      method: "POST",
      url: "/things?limit=x",
      payload: { name: "Ada", key: { recipient: "age1" } },
    });
    expect(badQuery.json()).toMatchObject({ message: "A number.", issues: [{ path: "limit" }] });
  });

  it("reads a missing body as {} (an empty strict object), as the routes did before", async () => {
    const app = await probe();
    expect((await app.inject({ method: "POST", url: "/empty" })).json()).toEqual({ ok: true });
    const extra = await app.inject({ method: "POST", url: "/empty", payload: { x: 1 } });
    expect(extra.statusCode).toBe(400);
  });

  it("leaves an error that is not a zod validation failure to the rest of the handler", () => {
    expect(validationProblem(new Error("boom"))).toBeUndefined();
    expect(
      validationProblem({ validation: [{ instancePath: "/x", message: "ajv" }] }),
    ).toBeUndefined();
  });
});
