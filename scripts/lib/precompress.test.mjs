import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressSite } from "./precompress.mjs";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("precompressSite", () => {
  it("writes .br and .gz copies that decompress to each text file, and skips the rest", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "precompress-"));
    mkdirSync(path.join(dir, "_astro"));
    const html = "<p>Skilled nursing at home.</p>\n".repeat(100);
    const script = "export const a = 1;\n".repeat(100);
    writeFileSync(path.join(dir, "index.html"), html);
    writeFileSync(path.join(dir, "_astro/app.js"), script);
    writeFileSync(path.join(dir, "tiny.css"), "a{}");
    writeFileSync(path.join(dir, "font.woff2"), Buffer.alloc(4096, 7));
    // Random bytes in a text file do not shrink: no copy is kept.
    writeFileSync(path.join(dir, "noise.txt"), randomBytes(2048));

    const result = precompressSite(dir);

    expect(brotliDecompressSync(readFileSync(path.join(dir, "index.html.br"))).toString()).toBe(
      html,
    );
    expect(gunzipSync(readFileSync(path.join(dir, "index.html.gz"))).toString()).toBe(html);
    expect(gunzipSync(readFileSync(path.join(dir, "_astro/app.js.gz"))).toString()).toBe(script);
    expect(existsSync(path.join(dir, "tiny.css.br"))).toBe(false);
    expect(existsSync(path.join(dir, "font.woff2.br"))).toBe(false);
    expect(existsSync(path.join(dir, "noise.txt.br"))).toBe(false);
    expect(existsSync(path.join(dir, "noise.txt.gz"))).toBe(false);
    expect(result.files).toBe(3);
    expect(result.brotliBytes).toBeLessThan(result.bytes);
    // Run again (a rebuild): the copies are not compressed in turn.
    precompressSite(dir);
    expect(existsSync(path.join(dir, "index.html.br.br"))).toBe(false);
  });
});
