import { describe, expect, it } from "vitest";
import { blockScriptsConfig, blockScriptsCsp, blockScriptsRule } from "./block-scripts.mjs";

describe("blockScriptsCsp", () => {
  it("replaces every script directive with script-src 'none' and keeps the rest", () => {
    expect(
      blockScriptsCsp(
        "default-src 'self'; script-src 'self' 'unsafe-inline'; script-src-elem 'self'; img-src 'self'",
      ),
    ).toBe("default-src 'self'; img-src 'self'; script-src 'none'");
  });

  it("adds script-src 'none' when there is no policy", () => {
    expect(blockScriptsCsp(undefined)).toBe("script-src 'none'");
  });
});

describe("blockScriptsConfig", () => {
  it("appends a rule for every path whose policy blocks scripts, leaving the original config alone", () => {
    const config = {
      public: "out",
      headers: [
        {
          source: "**",
          headers: [
            { key: "Content-Security-Policy", value: "default-src 'self'; script-src 'self'" },
            { key: "X-Frame-Options", value: "DENY" },
          ],
        },
      ],
    };
    const blocked = blockScriptsConfig(config);
    expect(blocked.public).toBe("out");
    expect(blocked.headers).toEqual([
      ...config.headers,
      {
        source: "**",
        headers: [
          { key: "Content-Security-Policy", value: "default-src 'self'; script-src 'none'" },
        ],
      },
    ]);
    expect(config.headers).toHaveLength(1);
  });
});

describe("blockScriptsRule", () => {
  /** The bytes of a response's header lines, as HTTP/1.1 writes them. */
  const headerBytes = (headers: { key: string; value: string }[]) =>
    headers.reduce((sum, { key, value }) => sum + Buffer.byteLength(`${key}: ${value}\r\n`), 0);

  it("pads the blocked response to the header bytes of the page with scripts", () => {
    const csp =
      "default-src 'self'; script-src 'self' 'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=' " +
      "https://translate.googleapis.com https://translate.google.com; object-src 'none'";
    const rule = blockScriptsRule(csp);
    expect(rule.source).toBe("**");
    expect(rule.headers[0]).toEqual({
      key: "Content-Security-Policy",
      value: "default-src 'self'; object-src 'none'; script-src 'none'",
    });
    expect(rule.headers[1]?.key).toBe("X-Audit-Padding");
    expect(rule.headers[1]?.value).toMatch(/^x+$/);
    expect(headerBytes(rule.headers)).toBe(
      headerBytes([{ key: "Content-Security-Policy", value: csp }]),
    );
  });

  it("adds no padding when the policy lost too few bytes to carry the header", () => {
    expect(blockScriptsRule("script-src 'self'").headers).toEqual([
      { key: "Content-Security-Policy", value: "script-src 'none'" },
    ]);
    expect(blockScriptsRule(undefined).headers).toHaveLength(1);
  });

  it("takes the page's own policy when blockScriptsConfig is given it", () => {
    const config = {
      headers: [
        { source: "**", headers: [{ key: "Content-Security-Policy", value: "script-src 'self'" }] },
      ],
    };
    const page = "default-src 'self'; script-src 'self' 'sha256-BBBB'";
    expect(blockScriptsConfig(config, page).headers.at(-1)?.headers[0]?.value).toBe(
      "default-src 'self'; script-src 'none'",
    );
  });
});
