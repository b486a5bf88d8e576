import type { FastifyInstance } from "fastify";
import { sealBytes } from "../../src/shared/age/seal";
import type { ProofOfWork } from "../api/proof-of-work";
import { solvedChallenge } from "./envelopes";

type Inject = Pick<FastifyInstance, "inject">;
type Named = { uploadId: string; bytes: number };

/** `plain` sealed with age (binary) to `recipient`, as the page seals a file. */
export async function sealedFile(
  recipient: string,
  plain: Uint8Array | string = "%PDF-1.4 a résumé",
) {
  const bytes = typeof plain === "string" ? new TextEncoder().encode(plain) : plain;
  return Buffer.from(await sealBytes(bytes, [recipient]));
}

/** `POST /api/v1/upload-tokens` for `files`, with a freshly solved proof unless given one. */
export async function askTokens(
  app: Inject,
  proofOfWork: ProofOfWork,
  files: readonly Named[],
  options: { altcha?: string; remoteAddress?: string } = {},
) {
  return app.inject({
    method: "POST",
    url: "/api/v1/upload-tokens",
    headers: { "content-type": "application/json" },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    payload: JSON.stringify({
      altcha: options.altcha ?? (await solvedChallenge(proofOfWork)),
      uploads: files,
    }),
  });
}

/** The token for one file (asked for on its own). */
export async function tokenFor(app: Inject, proofOfWork: ProofOfWork, file: Named) {
  const answer = await askTokens(app, proofOfWork, [file]);
  if (answer.statusCode !== 201) throw new Error(`tokens: ${answer.statusCode} ${answer.body}`);
  const body: { tokens: { token: string }[] } = answer.json();
  return body.tokens[0]!.token;
}

/** `PUT /api/v1/uploads/:id` with `token` (none when undefined). */
export const putFile = (
  app: Inject,
  id: string,
  body: Buffer,
  token: string | undefined,
  options: { type?: string; remoteAddress?: string } = {},
) =>
  app.inject({
    method: "PUT",
    url: `/api/v1/uploads/${id}`,
    headers: {
      "content-type": options.type ?? "application/octet-stream",
      ...(token ? { "upload-token": token } : {}),
    },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    payload: body,
  });
