import { describe, expect, it } from "vitest";
import { payloadOf, submitToIntake, type SubmitRequest } from "./submit";

const request: SubmitRequest = {
  formType: "contact",
  formVersion: 1,
  values: { name: "Ana" },
  clientRequestId: "00000000-0000-4000-8000-000000000000",
  honeypot: "",
  fillTimeMs: 5000,
};

describe("the sealed payload's language", () => {
  it("is absent in English (the default build) and 'es' from a Spanish page", () => {
    expect(payloadOf(request)).toEqual({ name: "Ana" });
    expect(payloadOf({ ...request, language: "es" })).toEqual({ name: "Ana", language: "es" });
  });

  it("travels inside what is sealed, never in the envelope", async () => {
    const sealed: unknown[] = [];
    let body = "";
    const outcome = await submitToIntake(
      {
        endpoint: "/api/v1",
        seal: async (values) => {
          sealed.push(values);
          return "-----BEGIN AGE ENCRYPTED FILE-----\nx\n-----END AGE ENCRYPTED FILE-----";
        },
        proofOfWork: async () => "pow",
        fetcher: async (_url, init) => {
          body = String(init?.body);
          return Response.json(
            { reference: "R-1", receivedAt: "2026-11-25T10:00:00Z" },
            { status: 201 },
          );
        },
      },
      { ...request, language: "es" },
    );
    expect(outcome.ok).toBe(true);
    expect(sealed).toEqual([{ name: "Ana", language: "es" }]);
    expect(body).not.toContain("language");
  });
});

describe("a production intake on the sample keys (503 not_set_up)", () => {
  it("is told as 'not connected': nothing was sent", async () => {
    const outcome = await submitToIntake(
      {
        endpoint: "/api/v1",
        seal: async () => "sealed",
        proofOfWork: async () => "pow",
        fetcher: async () =>
          Response.json({ error: "not_set_up", message: "Not set up." }, { status: 503 }),
      },
      request,
    );
    expect(outcome).toEqual({ ok: false, failure: "not-connected" });
  });

  it("keeps the intake's code on a refusal (stale_recipients: seal again)", async () => {
    const outcome = await submitToIntake(
      {
        endpoint: "/api/v1",
        seal: async () => "sealed",
        proofOfWork: async () => "pow",
        fetcher: async () =>
          Response.json({ error: "stale_recipients", message: "Keys changed." }, { status: 409 }),
      },
      request,
    );
    expect(outcome).toEqual({
      ok: false,
      failure: "refused",
      error: "stale_recipients",
      message: "Keys changed.",
    });
  });
});

describe("the status link's hash", () => {
  it("travels in the envelope as statusHash, checked by the intake's own schema", async () => {
    const { envelopeSchema } = await import("@/shared/wire/envelope");
    let body = "";
    const statusHash = "8a5bdb4cc15164126c6ef2668de9dd240d299ce6397a42c95a9411b93d080ed8";
    await submitToIntake(
      {
        endpoint: "/api/v1",
        seal: async () => "-----BEGIN AGE ENCRYPTED FILE-----\nx\n-----END AGE ENCRYPTED FILE-----",
        proofOfWork: async () => "pow",
        fetcher: async (_url, init) => {
          body = String(init?.body);
          return Response.json({ reference: "R-1", receivedAt: "2026-11-25T10:00:00Z" });
        },
      },
      { ...request, statusHash },
    );
    const envelope = envelopeSchema.parse(JSON.parse(body));
    expect(envelope.statusHash).toBe(statusHash);
  });
});
