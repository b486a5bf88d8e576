import { describe, expect, it, vi } from "vitest";
import { createInboxClient, InboxApiError } from "./client";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

const REQUIRED = { error: "reauth_required", message: "Confirm it is you." };

/** A fetcher answering each path from a queue of answers (the last one repeats). */
function service(answers: Record<string, Response[]>) {
  const calls: string[] = [];
  const fetcher = vi.fn<typeof fetch>(async (input) => {
    const path = String(input).replace("/api/v1", "");
    calls.push(path);
    const queue = answers[path] ?? [];
    const next = queue.length > 1 ? queue.shift() : queue[0]?.clone();
    return next ?? json(404, { error: "not_found" });
  });
  return { fetcher, calls };
}

describe("the inbox client's re-authentication", () => {
  it("runs the ceremony on 403 reauth_required, then makes the call again (one click)", async () => {
    const { fetcher, calls } = service({
      "/passkeys/options": [json(403, REQUIRED), json(200, { options: { challenge: "c" } })],
    });
    const reauthenticate = vi.fn(async () => {});
    const client = createInboxClient({ fetcher, reauthenticate });
    expect(await client.passkeyOptions()).toEqual({ options: { challenge: "c" } });
    expect(reauthenticate).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(["/passkeys/options", "/passkeys/options"]);
  });

  it("asks once for several calls refused together", async () => {
    const { fetcher } = service({
      "/staff/invitations": [
        json(403, REQUIRED),
        json(403, REQUIRED),
        json(201, { link: "l", expiresAt: "2026-03-02T15:00:00Z" }),
      ],
    });
    let done = () => {};
    const reauthenticate = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    const client = createInboxClient({ fetcher, reauthenticate });
    const both = Promise.all([client.invite("A", "staff"), client.invite("B", "staff")]);
    await vi.waitFor(() => expect(reauthenticate).toHaveBeenCalled(), { timeout: 20_000 });
    done();
    await both;
    expect(reauthenticate).toHaveBeenCalledTimes(1);
  });

  it("does not loop: refused again after the ceremony, the call fails with the reason", async () => {
    const { fetcher, calls } = service({ "/passkeys/options": [json(403, REQUIRED)] });
    const client = createInboxClient({ fetcher, reauthenticate: async () => {} });
    await expect(client.passkeyOptions()).rejects.toMatchObject({
      status: 403,
      code: "reauth_required",
    });
    expect(calls).toHaveLength(2);
  });

  it("passes on a cancelled prompt and never signs the page out for a refused ceremony", async () => {
    const { fetcher } = service({
      "/passkeys/options": [json(403, REQUIRED)],
      "/reauth/verify": [json(403, { error: "reauth_failed", message: "No." })],
    });
    const onSignedOut = vi.fn();
    const cancelled = Object.assign(new Error("closed"), { name: "NotAllowedError" });
    const client = createInboxClient({
      fetcher,
      onSignedOut,
      reauthenticate: () => Promise.reject(cancelled),
    });
    await expect(client.passkeyOptions()).rejects.toBe(cancelled);
    await expect(client.reauth({})).rejects.toBeInstanceOf(InboxApiError);
    expect(onSignedOut).not.toHaveBeenCalled();
  });
});
