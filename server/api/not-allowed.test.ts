import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../test/database";
import { inboxApp, testClock } from "../test/inbox";

/* A method an API path has no route for answers 405 with the methods it has; a path no method
   has answers 404. The inbox's routes are in, for paths with parameters and several methods. */
let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof inboxApp>["app"];

beforeAll(async () => {
  database = await freshDatabase();
  ({ app } = inboxApp(database, testClock("2025-03-03T15:00:00Z").now));
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const send = (method: InjectOptions["method"], url: string) => app.inject({ method, url });

describe("a method the API path does not take", () => {
  it("answers DELETE /api/v1/submissions with 405, Allow: POST and a JSON reason", async () => {
    const response = await send("DELETE", "/api/v1/submissions");
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("POST");
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      error: "method_not_allowed",
      message: "This endpoint answers POST only.",
    });
  });

  it("lists every method of the path, HEAD with GET, whatever the query string", async () => {
    const uploadId = randomUUID();
    for (const [method, url, allow] of [
      ["GET", "/api/v1/submissions?a=1", "POST"],
      ["PUT", "/api/v1/health", "GET, HEAD"],
      ["POST", "/api/v1/challenge", "GET, HEAD"],
      ["POST", "/api/v1/sessions/current", "GET, HEAD, DELETE"],
      ["GET", `/api/v1/uploads/${uploadId}`, "PUT"],
      ["DELETE", "/api/v1/requests/ABC-1234", "GET, HEAD"],
      ["GET", "/api/v1/requests/ABC-1234/notes", "POST"],
      ["OPTIONS", "/api/v1/staff/me", "PATCH"],
    ] as const) {
      const response = await send(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow, `${method} ${url}`).toBe(allow);
      expect(response.json().error, `${method} ${url}`).toBe("method_not_allowed");
    }
  });

  it("still answers a path no method has with 404", async () => {
    for (const [method, url] of [
      ["DELETE", "/api/v1/nothing"],
      ["GET", "/api/v1/submissions/extra"],
      ["POST", "/api/v1/requests/ABC-1234/nope"],
      ["GET", "/api/v1/"],
    ] as const) {
      const response = await send(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers.allow, `${method} ${url}`).toBeUndefined();
      expect(response.json(), `${method} ${url}`).toEqual({
        error: "not_found",
        message: "There is no such endpoint.",
      });
    }
  });

  it("leaves the routes themselves alone", async () => {
    expect((await send("GET", "/api/v1/health")).statusCode).toBe(200);
    expect((await send("HEAD", "/api/v1/health")).statusCode).toBe(200);
  });
});
