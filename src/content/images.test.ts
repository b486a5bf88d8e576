// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { imageKeys, images } from "./images";

const publicDir = fileURLToPath(new URL("../../public", import.meta.url));
const entries = Object.entries(images);

describe("image manifest", () => {
  it("has exactly one entry per image key", () => {
    expect(Object.keys(images).sort()).toEqual([...imageKeys].sort());
  });

  it.each(entries)("%s points to a local file that exists under public/", (_key, image) => {
    expect(image.src.startsWith("/")).toBe(true);
    expect(image.src.startsWith("//")).toBe(false);
    expect(existsSync(publicDir + image.src)).toBe(true);
  });

  it.each(entries)("%s has a positive size and a meaningful alt", (_key, image) => {
    expect(Number.isInteger(image.width) && image.width > 0).toBe(true);
    expect(Number.isInteger(image.height) && image.height > 0).toBe(true);
    expect(image.alt).toBe(image.alt.trim());
    expect(image.alt.length).toBeGreaterThanOrEqual(10);
    expect(image.alt.length).toBeLessThanOrEqual(150);
  });

  it("uses each picture for one key only", () => {
    const srcs = entries.map(([, image]) => image.src);
    expect(new Set(srcs).size).toBe(srcs.length);
  });

  it.each(entries.filter(([, image]) => image.src.endsWith(".svg")))(
    "%s: the SVG's viewBox matches the manifest's aspect ratio and it loads nothing external",
    (_key, image) => {
      const svg = readFileSync(publicDir + image.src, "utf8");
      const viewBox = /<svg\b[^>]*\bviewBox="([^"]+)"/.exec(svg)?.[1];
      expect(viewBox).toBeDefined();
      const [, , w = 0, h = 1] = viewBox!.split(/[\s,]+/).map(Number);
      expect(Math.abs(w / h - image.width / image.height)).toBeLessThan(0.01);
      expect(svg).not.toMatch(/<script|href="(?!#)|url\((?!#)/i);
    },
  );
});
