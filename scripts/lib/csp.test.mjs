import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScriptHashesOf, withScriptHashes, writeHeadersFile } from "./csp.mjs";
import { inlineStyleHashesOf, pagePolicy } from "./page-csp.mjs";

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

  it("writes one page's own rule (the inbox's stricter policy) under its path", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "headers-"));
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

describe("pagePolicy", () => {
  const policy =
    "default-src 'self'; script-src 'self' https://translate.google.com https://www.gstatic.com; " +
    "style-src 'self' 'unsafe-inline' https://www.gstatic.com; img-src 'self' data: https://www.google.com; " +
    "connect-src 'self' https://translate-pa.googleapis.com; frame-src https://maps.google.com";
  /** sha256 of "a{b:c}", base64 (`printf 'a{b:c}' | openssl dgst -sha256 -binary | base64`). */
  const STYLE_A = "'sha256-0cRUVYRKwNwnl1hkfkPGjkht16b039TjFdJzmXfFK2o='";

  it("keeps the whole policy on a page with the translation widget", () => {
    const html = '<div data-translate-widget="popover"></div><style>a{b:c}</style>';
    expect(pagePolicy(policy, html)).toBe(policy);
  });

  it("drops every Google host but frame-src's, and hashes the styles, on a page without it", () => {
    expect(pagePolicy(policy, "<style>a{b:c}</style><p>x</p><style>a{b:c}</style>")).toBe(
      "default-src 'self'; script-src 'self'; " +
        `style-src 'self' ${STYLE_A}; img-src 'self' data:; ` +
        "connect-src 'self'; frame-src https://maps.google.com",
    );
  });

  it("keeps 'unsafe-inline' for styles where an element has a style attribute", () => {
    const own = pagePolicy(policy, '<style>a{b:c}</style><p class="x" style="width:1px">y</p>');
    expect(own).toContain("style-src 'self' 'unsafe-inline';");
    expect(own).toContain("script-src 'self';");
  });

  it("does not take the words style= in text for an attribute", () => {
    expect(pagePolicy(policy, "<p>set style=bold</p>")).toContain("style-src 'self';");
  });
});

describe("inlineStyleHashesOf", () => {
  it("hashes the exact text of each <style> block", () => {
    expect(inlineStyleHashesOf('<style>a{b:c}</style><style media="print">a{b:c}</style>')).toEqual(
      [
        "'sha256-0cRUVYRKwNwnl1hkfkPGjkht16b039TjFdJzmXfFK2o='",
        "'sha256-0cRUVYRKwNwnl1hkfkPGjkht16b039TjFdJzmXfFK2o='",
      ],
    );
  });
});

describe("writeHeadersFile: one rule per page that can do with less", () => {
  it("writes the inbox-like page's narrowed policy, and none for a page with the widget", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "page-csp-"));
    try {
      writeFileSync(path.join(dir, "index.html"), '<div data-translate-widget="inline"></div>');
      mkdirSync(path.join(dir, "staff"));
      writeFileSync(path.join(dir, "staff", "desk.html"), "<style>a{b:c}</style>");
      const csp = "script-src 'self' https://www.gstatic.com; style-src 'self' 'unsafe-inline'";
      writeHeadersFile(
        [{ source: "**", headers: [{ key: "Content-Security-Policy", value: csp }] }],
        dir,
      );
      const rules = JSON.parse(readFileSync(path.join(dir, "_server-headers.json"), "utf8"));
      expect(rules.map((/** @type {{ source: string }} */ rule) => rule.source)).toEqual([
        "**",
        "staff/desk",
      ]);
      expect(rules[1].headers).toEqual([
        {
          key: "Content-Security-Policy",
          value:
            "script-src 'self'; style-src 'self' 'sha256-0cRUVYRKwNwnl1hkfkPGjkht16b039TjFdJzmXfFK2o='",
        },
      ]);
      expect(readFileSync(path.join(dir, "_headers"), "utf8")).toContain("/staff/desk\n");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("writeHeadersFile: each page's script-src lists its own inline scripts only", () => {
  /** sha256 of "console.log(2)", base64 (`printf 'console.log(2)' | openssl dgst -sha256 -binary | base64`). */
  const LOG_2 = "'sha256-8q5r0Gb3oV+3DObfp/Z4GOXgHcQVy/ejxH8MgPcPxTI='";

  it("keeps every hash in the site-wide rule and one page's own in that page's rule", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "page-scripts-csp-"));
    try {
      writeFileSync(path.join(dir, "a.html"), "<script>console.log(1)</script>");
      writeFileSync(path.join(dir, "b.html"), "<script>console.log(2)</script>");
      writeFileSync(path.join(dir, "c.html"), "<p>no script</p>");
      const csp = "default-src 'self'; script-src 'self'; style-src 'self'";
      writeHeadersFile(
        [{ source: "**", headers: [{ key: "Content-Security-Policy", value: csp }] }],
        dir,
      );
      const rules = JSON.parse(readFileSync(path.join(dir, "_server-headers.json"), "utf8"));
      const policyOf = (/** @type {string} */ source) =>
        rules.find((/** @type {{ source: string }} */ rule) => rule.source === source)?.headers[0]
          .value;
      expect(policyOf("**")).toBe(
        `default-src 'self'; script-src 'self' ${[LOG_1, LOG_2].sort().join(" ")}; style-src 'self'`,
      );
      expect(policyOf("a")).toBe(
        `default-src 'self'; script-src 'self' ${LOG_1}; style-src 'self'`,
      );
      expect(policyOf("b")).toBe(
        `default-src 'self'; script-src 'self' ${LOG_2}; style-src 'self'`,
      );
      expect(policyOf("c")).toBe("default-src 'self'; script-src 'self'; style-src 'self'");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
