import { localizedPath, type Locale } from "@/lib/locale/locales";

/**
 * The private status link's secret, made in the page (issue 31; the wire is
 * src/shared/wire/status.ts): 16 bytes (128 bits) from the browser's CSPRNG, base64url without
 * padding, 22 characters. The link is `/status#<secret>`: a fragment never travels in a request
 * or a Referer, so the secret leaves the page only in the body of `POST /api/v1/status`. The
 * submission carries its SHA-256 (`statusHash`), all the server ever stores.
 *
 * The pattern is written here, not imported from the wire module: importing it would bring zod
 * into every form's and the status page's island (status-link.test.ts checks they agree).
 */
export const SECRET_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** A new secret: 16 random bytes, base64url, no padding. */
export function newStatusSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** SHA-256 of the secret's ASCII characters, lowercase hex: the envelope's `statusHash`. */
export async function statusHashOf(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(secret));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The link in the page's language: `/status#…` or `/es/status#…`, absolute when given the
 * page's origin (what the visitor copies, prints or e-mails must open from anywhere).
 */
export function statusUrl(secret: string, locale: Locale, origin = ""): string {
  return `${origin}${localizedPath("/status", locale)}#${secret}`;
}
