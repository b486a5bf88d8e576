import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStore } from "../db/store";
import { runIntake } from "../test/spawn";
import { freshDatabase } from "../test/database";
import { validEnvelope } from "../test/envelopes";
import { keygen } from "./commands";

const exec = promisify(execFile);

let database: Awaited<ReturnType<typeof freshDatabase>>;
let dir: string;

beforeAll(async () => {
  database = await freshDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), "intake-cli-"));
});
afterAll(() => database.drop());

/** The real CLI, as `npm run intake -- …` runs it, on the test database. */
const intake = (...args: string[]) =>
  runIntake(args, { ...process.env, DATABASE_URL: database.url });

// Each case starts the real CLI (tsx) a few times: seconds, more on a busy machine.
describe("npm run intake", { timeout: 60_000 }, () => {
  it("keygen writes an identity only its owner can read, and never over another", async () => {
    const file = path.join(dir, "agency.key");
    const { stdout } = await intake("keygen", "--out", file);
    expect(stdout.trim()).toMatch(/^age1[0-9a-z]{58}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8")).toContain(`# public key: ${stdout.trim()}`);
    await expect(intake("keygen", "--out", file)).rejects.toThrow(/refusing to overwrite/);
  });

  it("read prints each submission decrypted with its reference, and export writes files age opens", async () => {
    const file = path.join(dir, "reader.key");
    const [recipient = ""] = (await keygen(file)).lines;
    const store = createStore(database.db);
    const envelope = await validEnvelope(recipient, { name: "Ada Marker-K7", phone: "8475550100" });
    const saved = await store.save(envelope);

    const { stdout } = await intake("read", "--identity", file);
    const lines = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines).toContainEqual(
      expect.objectContaining({
        reference: saved.reference,
        formType: "contact",
        status: "new",
        data: { name: "Ada Marker-K7", phone: "8475550100" },
      }),
    );

    const out = path.join(dir, "export");
    await intake("export", "--out", out);
    expect(readdirSync(out)).toContain(`${saved.reference}.age`);
    expect(JSON.parse(readFileSync(path.join(out, "index.json"), "utf8"))).toContainEqual(
      expect.objectContaining({ reference: saved.reference, file: `${saved.reference}.age` }),
    );
    expect(statSync(out).mode & 0o777).toBe(0o700);
    const exported = readFileSync(path.join(out, `${saved.reference}.age`), "utf8");
    expect(exported).not.toContain("Marker-K7");
    // Debian's age decrypts what the browser sealed (CI installs it; skipped where absent).
    const age = await exec("age", [
      "-d",
      "-i",
      file,
      path.join(out, `${saved.reference}.age`),
    ]).catch((error: NodeJS.ErrnoException) =>
      error.code === "ENOENT" ? undefined : Promise.reject(error),
    );
    if (age) expect(JSON.parse(age.stdout)).toEqual({ name: "Ada Marker-K7", phone: "8475550100" });
  });

  it("read says which submissions the identity cannot open, and refuses a file with no identity", async () => {
    const other = path.join(dir, "other.key");
    await keygen(other);
    const { stdout } = await intake("read", "--identity", other);
    expect(stdout).toContain("This identity cannot decrypt it.");
    const empty = path.join(dir, "empty.key");
    writeFileSync(empty, "# nothing here\n");
    await expect(intake("read", "--identity", empty)).rejects.toThrow(/no age identity/);
    await expect(intake("unknown")).rejects.toThrow(/Usage: npm run intake/);
  });
});
