import { armor, Encrypter } from "age-encryption";
import { describe, expect, it } from "vitest";
import type { StoredSubmission } from "../db/store";
import { testKeys } from "../test/envelopes";
import { read } from "./commands";

/** A stored row around `json` (raw JSON text) sealed to `recipient`. */
async function row(reference: string, json: string, recipient: string): Promise<StoredSubmission> {
  const encrypter = new Encrypter();
  encrypter.addRecipient(recipient);
  return {
    reference,
    formType: "contact",
    formVersion: 1,
    status: "new",
    receivedAt: new Date("2026-11-28T15:00:00Z"),
    ciphertext: armor.encode(await encrypter.encrypt(json)),
  };
}

async function* rows(items: StoredSubmission[]) {
  yield* items;
}

describe("read, on what a visitor sealed", () => {
  it("prints a payload nested ten thousand deep as a line that says so, and goes on to the next", async () => {
    const { identity, recipient } = await testKeys();
    const deep = `{"name":"Deep","notes":${"[".repeat(10_000)}${"]".repeat(10_000)}}`;
    const lines: string[] = [];
    await read(
      rows([
        await row("BC-DEEP1", deep, recipient),
        await row("BC-NEXT1", '{"name":"Ada"}', recipient),
      ]),
      [identity],
      (line) => lines.push(line),
    );
    expect(lines).toHaveLength(2);
    const [first, second] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(first).toMatchObject({
      reference: "BC-DEEP1",
      error: expect.stringMatching(/cannot be printed/),
    });
    expect(typeof first?.data).toBe("string");
    expect(second).toMatchObject({ reference: "BC-NEXT1", data: { name: "Ada" } });
  });
});
