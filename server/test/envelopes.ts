import { randomUUID } from "node:crypto";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { sealForAgency } from "../../src/lib/intake/seal";
import type { SubmissionEnvelope } from "../../src/lib/forms/envelope";

/** A test key pair, made once per test file. */
export async function testKeys() {
  const identity = await generateX25519Identity();
  return { identity, recipient: await identityToRecipient(identity) };
}

/** A valid envelope around `payload`, sealed to `recipient`; `overrides` replace fields. */
export async function validEnvelope(
  recipient: string,
  payload: unknown = { name: "Test Person" },
  overrides: Partial<SubmissionEnvelope> = {},
): Promise<SubmissionEnvelope> {
  return {
    formType: "contact",
    formVersion: 1,
    clientRequestId: randomUUID(),
    ciphertext: await sealForAgency(payload, [recipient]),
    altcha: "solved",
    honeypot: "",
    fillTimeMs: 12_000,
    ...overrides,
  };
}
