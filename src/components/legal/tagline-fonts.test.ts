// @vitest-environment node
/**
 * Proof that every tagline renders with real glyphs from our own fonts (no tofu, no system
 * fallback): for each character, follow the browser's choice through the tagline's font stack
 * and the `unicode-range` of each @font-face in the @fontsource CSS that `language-taglines.tsx`
 * imports, then open the chosen .woff2 file with fontkit and check that its character map really
 * has a glyph for it.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { openSync, type Font } from "fontkit";
import { describe, expect, it } from "vitest";
import { taglineText, taglines } from "@/content/language-assistance";
import { taglineFontFamily } from "./tagline-fonts";

const require = createRequire(import.meta.url);

// --- The font stacks, as the page writes them ----------------------------------------------

/** The quoted families of a tagline's `font-family` value, in order (the site stack aside). */
const familiesOf = (lang: string) =>
  [...taglineFontFamily(lang).matchAll(/"([^"]+)"/g)].map(([, family]) => family!);

const usedFamilies = new Set(taglines.flatMap((tagline) => familiesOf(tagline.lang)));

// --- @font-face rules of the CSS the page imports ------------------------------------------

type Range = readonly [number, number];
type FontFace = { family: string; file: string; ranges: readonly Range[] };

function parseUnicodeRange(value: string): Range[] {
  return value.split(",").map((part) => {
    const [start, end = start] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(start!, 16), Number.parseInt(end!, 16)] as const;
  });
}

function fontFaces(cssModule: string): FontFace[] {
  const cssPath = require.resolve(cssModule);
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

const pageSource = readFileSync(path.join(__dirname, "language-taglines.tsx"), "utf8");
const importedCss = [...pageSource.matchAll(/^import "([^"]+\.css)";$/gm)].map(([, css]) => css!);
const facesByCss = new Map(importedCss.map((css) => [css, fontFaces(css)]));
const facesByFamily = new Map<string, FontFace[]>();
for (const face of [...facesByCss.values()].flat()) {
  facesByFamily.set(face.family, [...(facesByFamily.get(face.family) ?? []), face]);
}

// --- Character map of a .woff2 file ---------------------------------------------------------

const fontCache = new Map<string, Font>();
function fontOf(file: string): Font {
  let font = fontCache.get(file);
  if (!font) {
    const opened = openSync(file);
    if (!("hasGlyphForCodePoint" in opened)) throw new Error(`${file} is a font collection`);
    fontCache.set(file, (font = opened));
  }
  return font;
}

/** Does the character map give `cp` a real glyph (not glyph 0, the .notdef "tofu" box)? */
const hasGlyph = (file: string, cp: number) => fontOf(file).hasGlyphForCodePoint(cp);

// --- What the browser does for one character -------------------------------------------------

/**
 * The face that draws `cp`, and every file fetched on the way. Per CSS Fonts 4, each family is
 * tried in order; within a family, faces whose unicode-range covers the character are tried
 * last-declared first, and a face without the glyph passes it on (after being downloaded).
 */
function resolve(families: readonly string[], cp: number) {
  const fetched: string[] = [];
  for (const family of families) {
    const faces = (facesByFamily.get(family) ?? []).filter((face) => inRanges(face.ranges, cp));
    for (const face of faces.reverse()) {
      fetched.push(face.file);
      if (hasGlyph(face.file, cp)) return { face, fetched };
    }
  }
  return { face: undefined, fetched };
}

const codePoints = (text: string) => [...new Set([...text].map((char) => char.codePointAt(0)!))];
const hex = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;

describe("tagline fonts", () => {
  it("gives every tagline its own font stack, ending with the site font", () => {
    for (const tagline of taglines) {
      expect(familiesOf(tagline.lang).length, tagline.lang).toBeGreaterThan(0);
      expect(taglineFontFamily(tagline.lang)).toMatch(/, var\(--font-sans\)$/);
    }
  });

  it("imports the CSS of every family it uses, and nothing else", () => {
    expect(importedCss.length).toBeGreaterThan(0);
    for (const css of importedCss)
      expect(css).toMatch(/^@fontsource(-variable)?\/[a-z-]+\/index\.css$/);
    expect(new Set(facesByFamily.keys())).toEqual(usedFamilies);
  });

  it("declares each family in the CSS under the name the stack uses", () => {
    for (const [css, faces] of facesByCss) {
      expect(faces.length, css).toBeGreaterThan(0);
      expect(new Set(faces.map((face) => face.family)).size, css).toBe(1);
    }
    expect(facesByCss.size).toBe(usedFamilies.size);
  });

  it.each(taglines.map((tagline) => [tagline.language, tagline] as const))(
    "%s: every character is in a face's unicode-range and has a glyph in that file",
    (_, tagline) => {
      const families = familiesOf(tagline.lang);
      const text = `${tagline.nativeName} ${taglineText(tagline)}`;
      const missing = codePoints(text)
        .filter((cp) => !resolve(families, cp).face)
        .map((cp) => `${hex(cp)} ${String.fromCodePoint(cp)}`);
      expect(missing).toEqual([]);
    },
  );

  // 1.1 MB before issue 14: HHS's 2024 sentences (auxiliary aids added) are about twice as long,
  // and their Chinese and Korean characters reach more of the fonts' unicode-range chunks.
  it("stays within a font budget: under 1.4 MB of .woff2 for all sixteen taglines", () => {
    const files = new Set<string>();
    for (const tagline of taglines) {
      const text = `${tagline.nativeName} ${taglineText(tagline)}`;
      for (const cp of codePoints(text)) {
        for (const file of resolve(familiesOf(tagline.lang), cp).fetched) files.add(file);
      }
    }
    const bytes = [...files].reduce((sum, file) => sum + readFileSync(file).byteLength, 0);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(1.4 * 1024 * 1024);
  });
});

describe("the WOFF2 reading used above", () => {
  it("finds glyphs that exist and reports ones that do not", () => {
    const [latin] = (facesByFamily.get("Atkinson Hyperlegible Next Variable") ?? []).filter(
      (face) => inRanges(face.ranges, 0x41),
    );
    expect(latin).toBeDefined();
    expect(hasGlyph(latin!.file, 0x41)).toBe(true); // A
    expect(hasGlyph(latin!.file, 0x0416)).toBe(false); // Ж: Atkinson has no Cyrillic
    expect(hasGlyph(latin!.file, 0x4e2d)).toBe(false); // 中
  });
});
