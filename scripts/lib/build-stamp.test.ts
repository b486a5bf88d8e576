import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { computeStamp, rebuildReasons, staleReasons, writeStamp } from "./build-stamp.mjs";

let root: string;
let out: string;

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

/** A checkout with a built site whose stamp was made with `env`. */
function builtWith(env: Record<string, string | undefined>) {
  write("out/index.html", "<h1>Home</h1>");
  writeStamp(out, computeStamp(root, env));
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "stamp-"));
  out = path.join(root, "out");
  write("src/pages/index.astro", "<h1>Home</h1>");
  write("src/lib/seal.ts", "export {};");
  write("public/icon.svg", "<svg/>");
  write("package-lock.json", "{}");
  write("astro.config.mjs", "export default {};");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("when npm start rebuilds", () => {
  it("builds when there is no build yet, or one without a stamp", () => {
    expect(rebuildReasons(out, root, {})).toEqual(["no build yet"]);
    write("out/index.html", "<h1>Home</h1>");
    expect(rebuildReasons(out, root, {})[0]).toMatch(/no stamp/);
  });

  it("serves the build as it is when nothing it depends on changed", () => {
    builtWith({ INTAKE_RECIPIENTS: "age1abc", PATH: "/bin" });
    // A variable the build does not read, and a test beside the sources, change no page.
    write("src/lib/seal.test.ts", "it('seals', () => {});");
    expect(rebuildReasons(out, root, { INTAKE_RECIPIENTS: "age1abc", PATH: "/usr/bin" })).toEqual(
      [],
    );
  });

  it("names each change: a source, a new file, the lockfile, the config", () => {
    builtWith({});
    write("src/lib/seal.ts", "export const changed = 1;");
    expect(rebuildReasons(out, root, {})).toEqual(["src/ changed since the last build"]);
    builtWith({});
    write("public/new.png", "png");
    write("package-lock.json", '{"lockfileVersion":3}');
    write("astro.config.mjs", "export default { site: 'x' };");
    expect(rebuildReasons(out, root, {})).toEqual([
      "public/ changed since the last build",
      "package-lock.json changed since the last build",
      "astro.config.mjs changed since the last build",
    ]);
  });

  it("names a changed, set or removed variable the pages read", () => {
    builtWith({ INTAKE_RECIPIENTS: "age1abc", SITE_URL: "https://a.example" });
    expect(
      rebuildReasons(out, root, { INTAKE_RECIPIENTS: "age1xyz", INTAKE_URL: "https://i.example" }),
    ).toEqual(["SITE_URL changed", "INTAKE_URL changed", "INTAKE_RECIPIENTS changed"]);
  });

  it("keeps the variables' values out of the stamp", () => {
    const stamp = computeStamp(root, { INTAKE_RECIPIENTS: "age1secretish" });
    expect(JSON.stringify(stamp)).not.toContain("age1secretish");
    expect(stamp.env.SITE_URL).toBeNull();
  });

  it("rebuilds when the stamp's format is another", () => {
    const stamp = computeStamp(root, {});
    expect(staleReasons({ ...stamp, version: 0 }, stamp)).toEqual([
      "the build stamp's format changed",
    ]);
  });
});
