import { describe, expect, it } from "vitest";
import { inlineScriptHashesOf, withScriptHashes } from "./csp.mjs";

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
