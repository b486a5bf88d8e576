import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
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
  it("writes _headers for a CDN and _server-headers.json for npm start, both with the hashes", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "csp-"));
    try {
      writeFileSync(path.join(dir, "index.html"), "<script>console.log(1)</script>");
      const rules = [
        {
          source: "**",
          headers: [
            { key: "Content-Security-Policy", value: "script-src 'self'" },
            { key: "X-Frame-Options", value: "DENY" },
          ],
        },
      ];
      writeHeadersFile(rules, dir);
      const hashed = `script-src 'self' ${LOG_1}`;
      expect(JSON.parse(readFileSync(path.join(dir, "_server-headers.json"), "utf8"))).toEqual([
        {
          source: "**",
          headers: [{ key: "Content-Security-Policy", value: hashed }, rules[0].headers[1]],
        },
      ]);
      expect(readFileSync(path.join(dir, "_headers"), "utf8")).toContain(
        `Content-Security-Policy: ${hashed}`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
