import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { openSync } from "fontkit";
import { describe, expect, it } from "vitest";
import { PARTNERS, WORDMARK_FONT, partnerFiles } from "../build-partner-logos.mjs";
import { wordmark, type Font } from "./wordmark.mjs";

const partnersDir = path.resolve(import.meta.dirname, "../../public/partners");
const font = openSync(WORDMARK_FONT) as unknown as Font;

/**
 * Every point a path's data names (end and control points), in artboard units: a reader of
 * SVG's M/L/Q/C/Z commands, absolute (upper case) and relative (lower case), written for this test.
 */
function pathPoints(d: string): [number, number][] {
  const points: [number, number][] = [];
  let at: [number, number] = [0, 0];
  let start: [number, number] = [0, 0];
  for (const [, letter = "", numbers = ""] of d.matchAll(/([MLQCZmlqcz])([^MLQCZmlqcz]*)/g)) {
    if (letter.toLowerCase() === "z") {
      at = start;
      continue;
    }
    const values = (numbers.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    const perSegment = { m: 2, l: 2, q: 4, c: 6 }[letter.toLowerCase() as "m" | "l" | "q" | "c"];
    expect(values.length % perSegment, `${letter}${numbers}`).toBe(0);
    for (let i = 0; i < values.length; i += perSegment) {
      const from = at;
      for (let k = i; k < i + perSegment; k += 2) {
        const point: [number, number] =
          letter === letter.toUpperCase()
            ? [values[k]!, values[k + 1]!]
            : [from[0] + values[k]!, from[1] + values[k + 1]!];
        points.push(point);
        at = point;
      }
      if (letter.toLowerCase() === "m" && i === 0) start = at;
    }
  }
  return points;
}

const box = (points: [number, number][]) => ({
  left: Math.min(...points.map(([x]) => x)),
  right: Math.max(...points.map(([x]) => x)),
  top: Math.min(...points.map(([, y]) => y)),
  bottom: Math.max(...points.map(([, y]) => y)),
});

const pathData = (svg: string) => [...svg.matchAll(/<path [^>]*\bd="([^"]+)"/g)].map(([, d]) => d!);

describe("the partner wordmarks (public/partners)", () => {
  it("are what scripts/build-partner-logos.mjs writes (run it after changing a name)", () => {
    const files = partnerFiles();
    expect(readdirSync(partnersDir).sort()).toEqual(Object.keys(files).sort());
    for (const [name, svg] of Object.entries(files))
      expect(readFileSync(path.join(partnersDir, name), "utf8"), name).toBe(svg);
  });

  it.each(Object.keys(PARTNERS))(
    "%s is one outline inside the artboard, 12 units clear each side, no <text>",
    (id) => {
      const svg = readFileSync(path.join(partnersDir, `${id}.svg`), "utf8");
      expect(svg).not.toMatch(/<text|font-family/);
      expect(svg).toContain('viewBox="0 0 240 80"');
      const paths = pathData(svg);
      expect(paths).toHaveLength(1);
      const { left, right, top, bottom } = box(pathPoints(paths[0]!));
      expect(left).toBeGreaterThanOrEqual(11.9);
      expect(right).toBeLessThanOrEqual(228.1);
      expect(top).toBeGreaterThan(0);
      expect(bottom).toBeLessThan(80);
      // centred: the ink's two side margins within a few units of each other
      expect(Math.abs(left - (240 - right))).toBeLessThan(4);
    },
  );
});

describe("wordmark", () => {
  it("sets one short line at 30 units: a capital about 20 units tall", () => {
    const { top, bottom } = box(pathPoints(pathData(wordmark(font, ["TRICARE"]))[0]!));
    // Atkinson Hyperlegible Next's capitals are ~0.67 em: 20 units at 30.
    expect(bottom - top).toBeGreaterThan(18);
    expect(bottom - top).toBeLessThan(22);
  });

  it("shrinks a line too long for 216 units until it fits", () => {
    const long = "Independence Independence";
    const { left, right } = box(pathPoints(pathData(wordmark(font, [long]))[0]!));
    expect(right - left).toBeLessThanOrEqual(216);
    expect(right - left).toBeGreaterThan(200);
  });

  it("refuses no line and three lines", () => {
    expect(() => wordmark(font, [])).toThrow(/one or two lines/);
    expect(() => wordmark(font, ["A", "B", "C"])).toThrow(/one or two lines/);
  });
});
