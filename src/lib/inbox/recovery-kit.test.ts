// @vitest-environment node
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { afterAll, describe, expect, it } from "vitest";
import { readIdentities } from "../../../server/cli/identity";
import { parseIdentityFile, sealText } from "./age-files";
import { fingerprint } from "./fingerprint";
import { kitConfirmed, kitFileName, recoveryKitText, type RecoveryKit } from "./recovery-kit";

const folder = mkdtempSync(join(tmpdir(), "kit-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function kit(): Promise<RecoveryKit> {
  const identity = await generateX25519Identity();
  const agency = await identityToRecipient(await generateX25519Identity());
  return {
    identity,
    recoveryRecipient: await identityToRecipient(identity),
    agencyRecipients: [agency],
    created: new Date("2026-11-28T17:30:00Z"),
  };
}

describe("fingerprint", () => {
  it("is the first 16 hex digits of the SHA-256 of the recipient, in groups of 4", async () => {
    // SHA-256("abc") = ba7816bf8f01cfea414140de5dae2223…
    expect(await fingerprint("abc")).toBe("ba78 16bf 8f01 cfea");
  });
});

describe("the recovery kit file", () => {
  it("is named by its date and holds the recipients, fingerprints and steps as comments", async () => {
    const made = await kit();
    const text = await recoveryKitText(made);
    expect(kitFileName(made.created)).toBe("beyond-care-recovery-kit-2026-11-28.txt");
    expect(text).toContain("# created: 2026-11-28T17:30:00.000Z\n");
    expect(text).toContain(`# public key: ${made.recoveryRecipient}\n`);
    expect(text).toContain(await fingerprint(made.recoveryRecipient));
    expect(text).toContain(`${made.agencyRecipients[0]} (fingerprint `);
    expect(text).toMatch(/Never e-mail it/);
    const secretLines = text.split("\n").filter((line) => line && !line.startsWith("#"));
    expect(secretLines).toEqual([made.identity]);
  });

  it("is an identity file the inbox import and the intake CLI both read as it is", async () => {
    const made = await kit();
    const text = await recoveryKitText(made);
    expect(parseIdentityFile(text)).toEqual([made.identity]);
    const file = join(folder, kitFileName(made.created));
    writeFileSync(file, text);
    expect(readIdentities(file)).toEqual([made.identity]);
  });

  // age itself, where installed (the office's own tools): `age -d -i kit.txt`.
  it.skipIf(!existsSync("/usr/bin/age"))("opens a file with age -d -i", async () => {
    const made = await kit();
    const file = join(folder, "age-kit.txt");
    writeFileSync(file, await recoveryKitText(made));
    const sealed = await sealText("hello from the kit", [made.recoveryRecipient]);
    const plain = execFileSync("/usr/bin/age", ["-d", "-i", file], { input: sealed });
    expect(plain.toString()).toBe("hello from the kit");
  });

  it("is confirmed by its identity's last 6 characters only", async () => {
    const made = await kit();
    expect(kitConfirmed(made, made.identity.slice(-6).toLowerCase())).toBe(true);
    expect(kitConfirmed(made, ` ${made.identity.slice(-6, -3)} ${made.identity.slice(-3)} `)).toBe(
      true,
    );
    expect(kitConfirmed(made, made.identity.slice(-7, -1))).toBe(false);
    expect(kitConfirmed(made, "")).toBe(false);
  });
});
