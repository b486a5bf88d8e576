import { describe, expect, it } from "vitest";
import { blockScriptsConfig, blockScriptsCsp } from "./block-scripts.mjs";

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
