/**
 * A recipient's fingerprint: the first 16 hex digits of the SHA-256 of its `age1…` string, in
 * groups of 4 ("3f2a 91c0 7b4e 0d18"). Short enough to read aloud and compare with the printed
 * recovery kit; the full recipient stays on the keys page for whoever needs it.
 */
export async function fingerprint(recipient: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(recipient));
  const hex = Array.from(new Uint8Array(digest).slice(0, 8), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
  return hex.replace(/(.{4})(?!$)/g, "$1 ");
}

/** The fingerprints of several recipients, by recipient. */
export async function fingerprints(recipients: readonly string[]): Promise<Map<string, string>> {
  const entries = await Promise.all(
    recipients.map(async (recipient) => [recipient, await fingerprint(recipient)] as const),
  );
  return new Map(entries);
}
