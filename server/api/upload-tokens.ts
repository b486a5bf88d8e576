import { createHmac, timingSafeEqual } from "node:crypto";
import { UPLOAD_TOKEN_TTL_MS } from "../config";

/**
 * Upload tokens: what `POST /api/v1/upload-tokens` hands out against a solved proof of work,
 * one per file, and `PUT /api/v1/uploads/:id` asks for (header `upload-token`). A token names
 * the upload id and the exact size it may start, and when it stops being good; it is signed
 * (HMAC-SHA-256 with a key derived from ALTCHA_HMAC_KEY, so every intake process takes every
 * other's) and kept nowhere: the id is the uploads table's key, so a token can store at most
 * one file, once. Sending it again for the same id and bytes is the page's retry (answered 200,
 * nothing stored); for other bytes 409, for another id or size 403.
 */
export type TokenVerdict = { ok: true } | { ok: false; status: 401 | 403; message: string };

const VERSION = "u1";

export type UploadTokensOptions = { key: Uint8Array; now: () => Date; ttlMs?: number };

export function createUploadTokens({ key, now, ttlMs = UPLOAD_TOKEN_TTL_MS }: UploadTokensOptions) {
  const mac = (uploadId: string, bytes: number, expires: number) =>
    createHmac("sha256", key)
      .update(`${VERSION}:${uploadId}:${bytes}:${expires}`)
      .digest("base64url");

  return {
    /** A token for one upload of `bytes` bytes under `uploadId`, and when it expires. */
    issue(uploadId: string, bytes: number) {
      const expires = Math.floor((now().getTime() + ttlMs) / 1000);
      const token = [VERSION, uploadId, bytes, expires, mac(uploadId, bytes, expires)].join(".");
      return { uploadId, token, expiresAt: new Date(expires * 1000).toISOString() };
    },

    /** Whether `token` lets `bytes` bytes start uploading under `uploadId` now. */
    check(token: string | undefined, uploadId: string, bytes: number | undefined): TokenVerdict {
      if (!token) {
        return {
          ok: false,
          status: 401,
          message: "An upload needs a token: ask for one (POST /api/v1/upload-tokens) first.",
        };
      }
      const [version, id, size, expires, signature, ...extra] = token.split(".");
      const sizeNumber = Number(size);
      const expiresNumber = Number(expires);
      const expected =
        version === VERSION && id && extra.length === 0 && signature
          ? Buffer.from(mac(id, sizeNumber, expiresNumber))
          : undefined;
      const given = Buffer.from(signature ?? "");
      if (!expected || expected.length !== given.length || !timingSafeEqual(expected, given)) {
        return { ok: false, status: 403, message: "This upload token is not valid." };
      }
      if (id !== uploadId) {
        return { ok: false, status: 403, message: "This upload token is for another upload." };
      }
      if (bytes !== sizeNumber) {
        return { ok: false, status: 403, message: "This upload token is for another size." };
      }
      if (expiresNumber * 1000 <= now().getTime()) {
        return { ok: false, status: 401, message: "This upload token has expired." };
      }
      return { ok: true };
    },
  };
}

export type UploadTokens = ReturnType<typeof createUploadTokens>;
