import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PIN_FILE as SERVER_PIN_FILE } from "../../server/api/active-recipients";
import { PIN_FILE, pinnedRecipients, writeIntakePin } from "./intake-pin.mjs";

const A = `age1${"q".repeat(58)}`;
const B = `age1${"p".repeat(58)}`;
let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the build's intake pin", () => {
  it("names INTAKE_RECIPIENTS (trimmed), or null when the build pins none", () => {
    expect(pinnedRecipients({ INTAKE_RECIPIENTS: ` ${A} ,${B},` })).toEqual([A, B]);
    expect(pinnedRecipients({ INTAKE_RECIPIENTS: " " })).toBeNull();
    expect(pinnedRecipients({})).toBeNull();
  });

  it("is written where the server reads it", () => {
    dir = mkdtempSync(path.join(tmpdir(), "pin-"));
    writeIntakePin(dir, { INTAKE_RECIPIENTS: A });
    expect(PIN_FILE).toBe(SERVER_PIN_FILE);
    expect(JSON.parse(readFileSync(path.join(dir, PIN_FILE), "utf8"))).toEqual({ pinned: [A] });
  });
});
