// @vitest-environment node
/**
 * Proof that every tagline renders with real glyphs from our own fonts (no tofu, no system
 * fallback): for each character, follow the browser's choice through the tagline's font stack
 * and the `unicode-range` of each @font-face in the @fontsource CSS we import, then open the
 * chosen .woff2 file and check that its character map really has a glyph for it.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { taglineText, taglines } from "@/content/language-assistance";
import {
  taglineFamilies,
  taglineFontFamily,
  taglineFontPackages,
  type TaglineFontFamily,
} from "./tagline-fonts";

const require = createRequire(import.meta.url);

// --- @font-face rules of a @fontsource package ---------------------------------------------

type Range = readonly [number, number];
type FontFace = { family: string; file: string; ranges: readonly Range[] };

function parseUnicodeRange(value: string): Range[] {
  return value.split(",").map((part) => {
    const [start, end = start] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(start!, 16), Number.parseInt(end!, 16)] as const;
  });
}

function fontFaces(pkg: string): FontFace[] {
  const cssPath = require.resolve(`${pkg}/index.css`);
  const css = readFileSync(cssPath, "utf8");
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = ""]) => {
    const family = body.match(/font-family:\s*'([^']+)'/)?.[1];
    const url = body.match(/url\(([^)]+\.woff2)\)/)?.[1];
    const range = body.match(/unicode-range:\s*([^;]+);/)?.[1];
    if (!family || !url || !range) throw new Error(`Unexpected @font-face in ${cssPath}`);
    return {
      family,
      file: path.resolve(path.dirname(cssPath), url),
      ranges: parseUnicodeRange(range),
    };
  });
}

const inRanges = (ranges: readonly Range[], cp: number) =>
  ranges.some(([start, end]) => cp >= start && cp <= end);

// --- Character map of a .woff2 file ---------------------------------------------------------

const GLYF = 10;
const LOCA = 11;

function readBase128(bytes: Buffer, offset: number): [value: number, next: number] {
  let value = 0;
  for (let i = 0; i < 5; i += 1) {
    const byte = bytes[offset + i]!;
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return [value, offset + i + 1];
  }
  throw new Error("Bad UIntBase128");
}

/** The raw `cmap` table of a WOFF2 font (tables are brotli-compressed in directory order). */
function woff2Cmap(file: string): Buffer {
  const bytes = readFileSync(file);
  if (bytes.toString("latin1", 0, 4) !== "wOF2") throw new Error(`${file} is not WOFF2`);
  const numTables = bytes.readUInt16BE(12);
  const compressedSize = bytes.readUInt32BE(20);
  let offset = 48;
  const tables: { tag: number; length: number }[] = [];
  for (let i = 0; i < numTables; i += 1) {
    const flags = bytes[offset]!;
    offset += 1;
    const tag = flags & 0x3f;
    const version = flags >> 6;
    if (tag === 0x3f) offset += 4; // an arbitrary tag: not the cmap
    let length: number;
    [length, offset] = readBase128(bytes, offset);
    const glyfOrLoca = tag === GLYF || tag === LOCA;
    if (glyfOrLoca ? version === 0 : version !== 0) [length, offset] = readBase128(bytes, offset);
    tables.push({ tag, length });
  }
  const data = brotliDecompressSync(bytes.subarray(offset, offset + compressedSize));
  let start = 0;
  for (const table of tables) {
    if (table.tag === 0) return data.subarray(start, start + table.length);
    start += table.length;
  }
  throw new Error(`${file} has no cmap`);
}

/** Does the character map give `cp` a real glyph (not glyph 0, the .notdef "tofu" box)? */
function cmapHasGlyph(cmap: Buffer, cp: number): boolean {
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i += 1) {
    const sub = cmap.readUInt32BE(4 + i * 8 + 4);
    const format = cmap.readUInt16BE(sub);
    if (format === 12 && format12Glyph(cmap, sub, cp) > 0) return true;
    if (format === 4 && cp <= 0xffff && format4Glyph(cmap, sub, cp) > 0) return true;
  }
  return false;
}

function format12Glyph(cmap: Buffer, sub: number, cp: number): number {
  const groups = cmap.readUInt32BE(sub + 12);
  for (let g = 0; g < groups; g += 1) {
    const at = sub + 16 + g * 12;
    const first = cmap.readUInt32BE(at);
    if (cp >= first && cp <= cmap.readUInt32BE(at + 4)) {
      return cmap.readUInt32BE(at + 8) + (cp - first);
    }
  }
  return 0;
}

function format4Glyph(cmap: Buffer, sub: number, cp: number): number {
  const segCount = cmap.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + segCount * 2 + 2;
  const deltas = starts + segCount * 2;
  const rangeOffsets = deltas + segCount * 2;
  for (let s = 0; s < segCount; s += 1) {
    if (cp > cmap.readUInt16BE(ends + s * 2)) continue;
    const first = cmap.readUInt16BE(starts + s * 2);
    if (cp < first) return 0;
    const delta = cmap.readInt16BE(deltas + s * 2);
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
    if (rangeOffset === 0) return (cp + delta) & 0xffff;
    const glyph = cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (cp - first) * 2);
    return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
  }
  return 0;
}

// --- What the browser does for one character -------------------------------------------------

const facesByFamily = new Map<TaglineFontFamily, FontFace[]>(
  Object.entries(taglineFontPackages).map(([family, pkg]) => [
    family as TaglineFontFamily,
    fontFaces(pkg),
  ]),
);
const cmapCache = new Map<string, Buffer>();
const cmapOf = (file: string) => {
  let cmap = cmapCache.get(file);
  if (!cmap) cmapCache.set(file, (cmap = woff2Cmap(file)));
  return cmap;
};

/**
 * The face that draws `cp`, and every file fetched on the way. Per CSS Fonts 4, each family is
 * tried in order; within a family, faces whose unicode-range covers the character are tried
 * last-declared first, and a face without the glyph passes it on (after being downloaded).
 */
function resolve(families: readonly TaglineFontFamily[], cp: number) {
  const fetched: string[] = [];
  for (const family of families) {
    const faces = (facesByFamily.get(family) ?? []).filter((face) => inRanges(face.ranges, cp));
    for (const face of faces.reverse()) {
      fetched.push(face.file);
      if (cmapHasGlyph(cmapOf(face.file), cp)) return { face, fetched };
    }
  }
  return { face: undefined, fetched };
}

const codePoints = (text: string) => [...new Set([...text].map((char) => char.codePointAt(0)!))];
const hex = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;

describe("tagline fonts", () => {
  it("gives every tagline its own font stack, ending with the site font", () => {
    for (const tagline of taglines) {
      expect(taglineFamilies(tagline.lang).length, tagline.lang).toBeGreaterThan(0);
      expect(taglineFontFamily(tagline.lang)).toMatch(/, var\(--font-sans\)$/);
    }
  });

  it("imports the CSS of every family it uses, and nothing else", () => {
    const source = readFileSync(path.join(__dirname, "language-taglines.tsx"), "utf8");
    const imported = [...source.matchAll(/^import "([^"]+\.css)";$/gm)].map(([, css]) => css);
    const used = new Set(taglines.flatMap((tagline) => taglineFamilies(tagline.lang)));
    expect(new Set(imported)).toEqual(
      new Set([...used].map((family) => `${taglineFontPackages[family]}/index.css`)),
    );
  });

  it("declares each family in the CSS under the name the stack uses", () => {
    for (const [family, faces] of facesByFamily) {
      expect(faces.length, family).toBeGreaterThan(0);
      for (const face of faces) expect(face.family).toBe(family);
    }
  });

  it.each(taglines.map((tagline) => [tagline.language, tagline] as const))(
    "%s: every character is in a face's unicode-range and has a glyph in that file",
    (_, tagline) => {
      const families = taglineFamilies(tagline.lang);
      const text = `${tagline.nativeName} ${taglineText(tagline)}`;
      const missing = codePoints(text)
        .filter((cp) => !resolve(families, cp).face)
        .map((cp) => `${hex(cp)} ${String.fromCodePoint(cp)}`);
      expect(missing).toEqual([]);
    },
  );

  it("stays within a font budget: under 1.1 MB of .woff2 for all sixteen taglines", () => {
    const files = new Set<string>();
    for (const tagline of taglines) {
      const text = `${tagline.nativeName} ${taglineText(tagline)}`;
      for (const cp of codePoints(text)) {
        for (const file of resolve(taglineFamilies(tagline.lang), cp).fetched) files.add(file);
      }
    }
    const bytes = [...files].reduce((sum, file) => sum + readFileSync(file).byteLength, 0);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(1.1 * 1024 * 1024);
  });
});

describe("the WOFF2 reader used above", () => {
  it("finds glyphs that exist and reports ones that do not", () => {
    const [latin] = (facesByFamily.get("Atkinson Hyperlegible Next Variable") ?? []).filter(
      (face) => inRanges(face.ranges, 0x41),
    );
    expect(latin).toBeDefined();
    const cmap = cmapOf(latin!.file);
    expect(cmapHasGlyph(cmap, 0x41)).toBe(true); // A
    expect(cmapHasGlyph(cmap, 0x0416)).toBe(false); // Ж: Atkinson has no Cyrillic
    expect(cmapHasGlyph(cmap, 0x4e2d)).toBe(false); // 中
  });
});
