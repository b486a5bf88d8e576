import { randomUUID } from "node:crypto";
import { newIdentity, recipientOf } from "../../src/shared/age/keys";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { ProofOfWork } from "../api/proof-of-work";
import { sealJson } from "../../src/shared/age/seal";
import type { SubmissionEnvelope } from "../../src/shared/wire/envelope";
import { sampleRecipients } from "../../src/shared/facts";
import { factValue } from "../../src/shared/placeholder";

/** A test key pair, made once per test file. */
export async function testKeys() {
  const identity = await newIdentity();
  return { identity, recipient: await recipientOf(identity) };
}

/** The ALTCHA payload a page sends: a challenge from `proofOfWork`, solved. */
export async function solvedChallenge(proofOfWork: ProofOfWork): Promise<string> {
  const challenge = await proofOfWork.issue();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("The test challenge was not solved.");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/**
 * A valid envelope around `payload`, sealed to `recipient`; `overrides` replace fields. It says
 * it was sealed to the sample recipients, the active set of a database with no agency key (a
 * server that checks recipients, api/active-recipients.ts, takes it; the test's own key opens it).
 */
export async function validEnvelope(
  recipient: string,
  payload: unknown = { name: "Test Person" },
  overrides: Partial<SubmissionEnvelope> = {},
): Promise<SubmissionEnvelope> {
  return {
    formType: "contact",
    formVersion: 1,
    clientRequestId: randomUUID(),
    ciphertext: await sealJson(payload, [recipient]),
    altcha: "solved",
    honeypot: "",
    fillTimeMs: 12_000,
    sealedTo: factValue(sampleRecipients),
    ...overrides,
  };
}
