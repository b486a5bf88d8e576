import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScriptHashesOf, withScriptHashes, writeHeadersFile } from "./csp.mjs";

/** sha256 of "console.log(1)", base64 (from `openssl dgst -sha256 -binary | base64`). */
const LOG_1 = "'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='";

describe("inlineScriptHashesOf", () => {
  it("hashes the exact text of classic and module inline scripts", () => {
    const html =
      '<script>console.log(1)</script><p>x</p><script type="module">console.log(1)</script>';
    expect(inlineScriptHashesOf(html)).toEqual([LOG_1, LOG_1]);
  });

  it("skips external scripts and data blocks such as JSON-LD", () => {
    const html =
      '<script src="/_astro/a.js"></script><script type="module" src="/b.js"></script>' +
      '<script type="application/ld+json">{"@type":"Thing"}</script>';
    expect(inlineScriptHashesOf(html)).toEqual([]);
  });
});

describe("withScriptHashes", () => {
  const policy =
    "default-src 'self'; script-src 'self' https://translate.google.com; img-src 'self'";

  it("adds the hashes to script-src after 'self' and leaves the rest alone", () => {
    expect(withScriptHashes(policy, [LOG_1])).toBe(
      `default-src 'self'; script-src 'self' ${LOG_1} https://translate.google.com; img-src 'self'`,
    );
  });

  it("leaves the policy as it is without hashes", () => {
    expect(withScriptHashes(policy, [])).toBe(policy);
  });
});

describe("writeHeadersFile", () => {
  it("writes one page's own rule (the inbox's stricter policy) under its path", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "headers-"));
    writeFileSync(path.join(dir, "inbox.html"), "<script>console.log(1)</script>");
    writeHeadersFile(
      [
        { source: "**", headers: [{ key: "X-A", value: "1" }] },
        { source: "**/*.@(png|svg)", headers: [{ key: "Cache-Control", value: "x" }] },
        {
          source: "inbox",
          headers: [{ key: "Content-Security-Policy", value: "script-src 'self'" }],
        },
      ],
      dir,
    );
    expect(readFileSync(path.join(dir, "_headers"), "utf8")).toBe(
      `/*\n  X-A: 1\n/inbox\n  Content-Security-Policy: script-src 'self' ${LOG_1}\n`,
    );
  });
});
