import { createHash, randomBytes } from "node:crypto";

/** Hex SHA-256: how tokens (sessions, invitations) are kept. */
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A random token for a cookie or a link (256 bits, base64url). */
export const randomToken = () => randomBytes(32).toString("base64url");
