// Illustrations: writes public/illustrations/<key>.svg from unDraw scenes (npm `undraw-svg`, MIT
// licence, art by Katerina Limpitsouni) mapped in scripts/illustrations.config.json, plus the five
// testimonial avatars and placeholder.svg, which are drawn here in the same flat style.
// Recolour: the theme colour (`currentColor` here; #6c63ff/#575a89 in older art) → brand teal
// #1a6d65, or coral #e8642c where a config entry's `coral` lists it; pinks → coral; blue and
// lavender greys → light teal; neutral greys → teal-tinted greys; purple slate → ink slate. Skin,
// hair and near-black clothing stay as drawn (`pick` can grey one person's hair to show an older
// adult). Unknown colours are kept and reported. Output drops ids, comments, metadata and width/
// height, and rounds coordinates without drift. Regenerate: `node scripts/build-illustrations.mjs`,
// copy the printed sizes into src/content/images.ts and recheck its alt text. To show real
// photographs instead, put them in public/ and edit those entries in src/content/images.ts.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
/** The package's own folder (its main export is illustrations.json), then its svgs/. */
const sourceDir = join(dirname(fileURLToPath(import.meta.resolve("undraw-svg"))), "svgs");
const outDir = join(root, "public/illustrations");

export const TEAL = "#1a6d65";
export const CORAL = "#e8642c";

/** Source colour (lower-case, 6-digit hex or keyword) → brand colour. */
export const COLOURS = {
  // Theme accents.
  currentcolor: TEAL,
  "#6c63ff": TEAL,
  "#575a89": TEAL,
  // Secondary accents: pinks and reds.
  "#ff6584": CORAL,
  "#ff748e": CORAL,
  "#f86d70": CORAL,
  // Blue and lavender greys → light teal.
  "#d6d6e3": "#cfe5e1",
  "#e8f5ff": "#eef8f6",
  "#dce6f2": "#d5efea",
  "#dce7ff": "#d5efea",
  "#c7daf5": "#aadcd4",
  "#9d9cb5": "#8fb3ad",
  "#727a9c": "#4b5b60",
  "#1d2366": "#0f3c39",
  // Neutral greys → teal-tinted greys (the site's line / surface family).
  "#f2f2f2": "#eef4f3",
  "#f1f2f2": "#eef4f3",
  "#f0f0f0": "#eef4f3",
  "#efefef": "#eef4f3",
  "#e8e9ea": "#e3ebea",
  "#e6e6e6": "#e0e9e7",
  "#e6e7e8": "#e0e9e7",
  "#e4e4e4": "#e0e9e7",
  "#d6d7d8": "#d6e0df",
  "#cacaca": "#c5d2d0",
  "#cccccc": "#c5d2d0",
  "#b3b3b3": "#a9bbb8",
  "#707070": "#4b5b60",
  // Purple-tinted slate (outlines, furniture, some clothing) → the site's ink family.
  "#3f3d56": "#34464b",
  "#3f3c57": "#34464b",
  "#535461": "#4b5b60",
};

/** Colours that are deliberately left alone (skin tones, hair, near-black clothing, white). */
export const KEEP = new Set([
  "#ffffff",
  "#000000",
  "none",
  "gray",
  "#2f2e41",
  "#2e2e41",
  "#2f2e43",
  "#090814",
  "#353146",
  "#3c354c",
  "#323444",
  "#512e4e",
  "#591d4b",
  // skin
  "#ffb6b6",
  "#ffb7b7",
  "#ffb8b8",
  "#ffb9b9",
  "#ffb0b1",
  "#fdb4b4",
  "#ffc1c7",
  "#ffccd0",
  "#ffe0d0",
  "#f3a3a6",
  "#ed9da0",
  "#e8989b",
  "#efc8c4",
  "#be8b87",
  "#a0616a",
  "#9f616a",
  "#9e616a",
  "#99607e",
  "#cf6f80",
]);

const NAMED = { white: "#ffffff", black: "#000000" };

/** Normalise a colour value to lower-case 6-digit hex (or a keyword). */
function normalise(value) {
  let v = value.trim().toLowerCase();
  v = NAMED[v] ?? v;
  if (/^#[0-9a-f]{3}$/.test(v)) v = `#${v[1]}${v[1]}${v[2]}${v[2]}${v[3]}${v[3]}`;
  return v;
}

/** Shortest spelling of a hex colour. */
function shortHex(v) {
  const m = /^#([0-9a-f])\1([0-9a-f])\2([0-9a-f])\3$/.exec(v);
  return m ? `#${m[1]}${m[2]}${m[3]}` : v;
}

// ---------------------------------------------------------------------------------------------
// Numbers and path data

function formatNumber(n, decimals) {
  const f = 10 ** decimals;
  let r = Math.round(n * f) / f;
  if (Object.is(r, -0)) r = 0;
  let s = String(r);
  if (s.includes("e")) s = r.toFixed(decimals);
  return s.replace(/^(-?)0\./, "$1.");
}

/** Join numbers with the fewest separators that still parse back to the same list. */
function joinNumbers(tokens) {
  let out = "";
  tokens.forEach((t, i) => {
    if (i === 0) out = t;
    else if (t.startsWith("-")) out += t;
    else if (t.startsWith(".") && /[.e]/.test(tokens[i - 1])) out += t;
    else out += ` ${t}`;
  });
  return out;
}

const ARG_COUNT = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

function parsePath(d) {
  const segments = [];
  const number = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
  let cmd = null;
  let args = [];
  let i = 0;
  while (i < d.length) {
    const ch = d[i];
    if (/[MmZzLlHhVvCcSsQqTtAa]/.test(ch)) {
      if (cmd !== null) segments.push({ cmd, args });
      cmd = ch;
      args = [];
      i++;
    } else if (/[\s,]/.test(ch)) {
      i++;
    } else if ((cmd === "a" || cmd === "A") && [3, 4].includes(args.length % 7)) {
      args.push(Number(ch)); // arc flags may be written without separators ("011")
      i++;
    } else {
      number.lastIndex = i;
      const m = number.exec(d);
      if (!m) throw new Error(`Cannot parse path data near "${d.slice(i, i + 20)}"`);
      args.push(Number(m[0]));
      i = number.lastIndex;
    }
  }
  if (cmd !== null) segments.push({ cmd, args });
  return segments;
}

/**
 * Rounds path data to `decimals` places on a fixed grid and writes each segment in whichever of
 * absolute or relative form is shorter. Relative coordinates are measured from the rounded current
 * point, so rounding errors never accumulate along a long path.
 */
function optimisePath(d, decimals) {
  const q = 10 ** decimals;
  const grid = (n) => Math.round(n * q); // integer grid units
  const fmtGrid = (k) => formatNumber(k / q, decimals);
  let x = 0; // exact current point
  let y = 0;
  let gx = 0; // current point on the grid
  let gy = 0;
  let start = [0, 0, 0, 0];
  let out = "";
  let lastCmd = "";
  const emit = (cmd, tokens) => {
    const body = joinNumbers(tokens);
    const merge = cmd === lastCmd && cmd.toLowerCase() !== "m";
    if (!merge) out += cmd + body;
    else if (body.startsWith("-") || (body.startsWith(".") && /\.\d*$/.test(out))) out += body;
    else out += ` ${body}`;
    lastCmd = cmd;
  };
  for (const { cmd, args } of parsePath(d)) {
    const lower = cmd.toLowerCase();
    const rel = cmd === lower;
    const n = ARG_COUNT[lower];
    if (lower === "z") {
      [x, y, gx, gy] = start;
      out += "z";
      lastCmd = "z";
      continue;
    }
    for (let g = 0; g < args.length; g += n) {
      const a = args.slice(g, g + n);
      // absolute exact coordinates of the numbers that are positions
      const absX = (v) => (rel ? x + v : v);
      const absY = (v) => (rel ? y + v : v);
      const absTokens = [];
      const relTokens = [];
      let endX = x;
      let endY = y;
      const pushX = (v) => {
        const k = grid(absX(v));
        absTokens.push(fmtGrid(k));
        relTokens.push(fmtGrid(k - gx));
        return k;
      };
      const pushY = (v) => {
        const k = grid(absY(v));
        absTokens.push(fmtGrid(k));
        relTokens.push(fmtGrid(k - gy));
        return k;
      };
      let ngx = gx;
      let ngy = gy;
      if (lower === "h") {
        ngx = pushX(a[0]);
        endX = absX(a[0]);
      } else if (lower === "v") {
        ngy = pushY(a[0]);
        endY = absY(a[0]);
      } else if (lower === "a") {
        const fixed = [
          fmtGrid(grid(a[0])),
          fmtGrid(grid(a[1])),
          formatNumber(a[2], decimals),
          String(a[3]),
          String(a[4]),
        ];
        absTokens.push(...fixed);
        relTokens.push(...fixed);
        ngx = pushX(a[5]);
        ngy = pushY(a[6]);
        endX = absX(a[5]);
        endY = absY(a[6]);
      } else {
        for (let k = 0; k < n; k += 2) {
          ngx = pushX(a[k]);
          ngy = pushY(a[k + 1]);
        }
        endX = absX(a[n - 2]);
        endY = absY(a[n - 1]);
      }
      // The first pair of a moveto starts a subpath; later pairs are implicit linetos.
      let kind = lower;
      if (lower === "m" && g > 0) kind = "l";
      const absBody = joinNumbers(absTokens);
      const relBody = joinNumbers(relTokens);
      const useRel = relBody.length <= absBody.length;
      emit(useRel ? kind : kind.toUpperCase(), useRel ? relTokens : absTokens);
      [x, y, gx, gy] = [endX, endY, ngx, ngy];
      if (lower === "m" && g === 0) start = [x, y, gx, gy];
    }
  }
  return out;
}

function roundList(value, decimals) {
  const tokens = value.match(/[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/g) ?? [];
  return joinNumbers(tokens.map((t) => formatNumber(Number(t), decimals)));
}

/**
 * Rounds a transform list: positions (translate, matrix e/f, rotate centre) to `decimals`,
 * but scale factors, matrix coefficients and angles keep enough precision not to distort.
 */
function roundTransform(value, decimals) {
  const fine = Math.max(decimals, 4);
  return [...value.matchAll(/(\w+)\s*\(([^)]*)\)/g)]
    .map(([, fn, rawArgs]) => {
      const args = rawArgs
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      const places = args.map((_, i) => {
        if (fn === "translate") return decimals;
        if (fn === "matrix") return i >= 4 ? decimals : fine;
        if (fn === "rotate") return i === 0 ? 2 : decimals;
        return fine; // scale, skewX, skewY
      });
      return `${fn}(${joinNumbers(args.map((n, i) => formatNumber(n, places[i])))})`;
    })
    .join("");
}

const NUMERIC_ATTRS = new Set([
  "x",
  "y",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "width",
  "height",
  "x1",
  "x2",
  "y1",
  "y2",
  "stroke-width",
  "fx",
  "fy",
]);

const DROP_ATTRS = new Set(["data-name", "class", "version", "xml:space", "enable-background"]);

// ---------------------------------------------------------------------------------------------
// A tiny tag-level SVG rewriter (unDraw files are plain shapes: no text, no scripts, no CSS).

function parseAttrs(source) {
  const attrs = [];
  for (const m of source.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    attrs.push([m[1], m[2] ?? m[3]]);
  }
  return attrs;
}

/**
 * Recolour and minify one SVG.
 * @param {string} svg source text
 * `pick` recolours single shapes: { "#2f2e41": { "3": "#c3cccf" } } paints the fourth shape
 * drawn in #2f2e41 grey (e.g. one person's hair, to show an older adult). `coral: [n]` is short
 * for { currentColor: { n: CORAL } }.
 * @param {{ key: string, coral?: number[], colours?: Record<string, string>, pick?: Record<string, Record<string, string>> }} options
 * @returns {{ svg: string, width: number, height: number, unknown: Set<string> }}
 */
export function processSvg(
  svg,
  { key, coral = [], colours = {}, pick = {}, decimals: fixedDecimals },
) {
  const unknown = new Set();
  const clean = svg
    .replace(/<\?xml[\s\S]*?\?>/g, "")
    .replace(/<!DOCTYPE[\s\S]*?>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(title|desc|metadata)\b[\s\S]*?<\/\1>/g, "")
    .replace(/<(title|desc|metadata)\b[^>]*\/>/g, "");
  if (/<(style|script|text|foreignObject)\b/i.test(clean)) {
    throw new Error(`${key}: unsupported element (style/script/text) in source`);
  }

  const viewBox = /<svg\b[^>]*\bviewBox="([^"]+)"/.exec(clean)?.[1];
  if (!viewBox) throw new Error(`${key}: no viewBox`);
  const [, , vw, vh] = viewBox
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const decimals = fixedDecimals ?? (Math.max(vw, vh) > 300 ? 1 : 2);

  // ids that are actually referenced get short, key-prefixed names; all others are dropped
  const idMap = new Map();
  for (const m of clean.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)) {
    const id = m[1] ?? m[2];
    if (!idMap.has(id)) idMap.set(id, `${key}-${idMap.size.toString(36)}`);
  }
  const renameRefs = (v) =>
    v
      .replace(/url\(#([^)]+)\)/g, (_, id) => `url(#${idMap.get(id)})`)
      .replace(/^#(.+)$/, (_, id) => `#${idMap.get(id) ?? id}`);
  const usesXlink = /xlink:href=/.test(clean);

  const picks = Object.fromEntries(Object.entries(pick).map(([c, v]) => [normalise(c), v]));
  picks.currentcolor = {
    ...Object.fromEntries(coral.map((n) => [n, CORAL])),
    ...picks.currentcolor,
  };
  const seen = new Map();
  const mapColour = (raw) => {
    if (/^url\(/.test(raw.trim())) return renameRefs(raw.trim());
    const c = normalise(raw);
    const n = seen.get(c) ?? 0;
    seen.set(c, n + 1);
    const picked = picks[c]?.[n];
    if (picked) return shortHex(normalise(picked));
    const mapped = colours[c] ?? COLOURS[c] ?? c;
    if (!(c in colours) && !(c in COLOURS) && !KEEP.has(c)) unknown.add(c);
    return shortHex(normalise(mapped));
  };

  const tokens = clean.match(/<[^>]+>|[^<]+/g) ?? [];
  const out = [];
  const stack = []; // for each open element: true if its tags were dropped (bare <g>)
  for (const token of tokens) {
    if (!token.startsWith("<")) {
      if (token.trim()) throw new Error(`${key}: unexpected text content`);
      continue;
    }
    if (token.startsWith("</")) {
      const dropped = stack.pop();
      if (!dropped) out.push(token.replace(/\s+/g, ""));
      continue;
    }
    const selfClosing = /\/\s*>$/.test(token);
    const name = /^<([\w:-]+)/.exec(token)[1];
    const attrs = [];
    for (let [attr, value] of parseAttrs(token)) {
      if (DROP_ATTRS.has(attr)) continue;
      if (attr === "xmlns:xlink" && !usesXlink) continue;
      if (name === "svg" && ["width", "height", "id", "style"].includes(attr)) continue;
      if (attr === "id") {
        if (!idMap.has(value)) continue;
        value = idMap.get(value);
      } else if (attr === "href" || attr === "xlink:href" || /^url\(/.test(value.trim())) {
        value = renameRefs(value.trim());
      } else if (["fill", "stroke", "stop-color", "color"].includes(attr)) {
        value = mapColour(value);
      } else if (attr === "style") {
        value = value
          .replace(/(fill|stroke|stop-color)\s*:\s*([^;]+)/g, (_, p, v) => `${p}:${mapColour(v)}`)
          .replace(/\s*;\s*$/, "");
      } else if (attr === "d") {
        value = optimisePath(value, decimals);
      } else if (attr === "points") {
        value = roundList(value, decimals);
      } else if (attr === "transform" || attr === "gradientTransform") {
        value = roundTransform(value, decimals);
      } else if (NUMERIC_ATTRS.has(attr) && /^[\s\d.eE+-]+$/.test(value)) {
        value = formatNumber(Number(value), decimals);
      } else if (attr === "viewBox") {
        value = roundList(value, 3).replace(/-/g, " -").trim();
      } else if (/opacity$/.test(attr) || attr === "offset") {
        value = formatNumber(Number(value), 3);
      }
      attrs.push(`${attr}="${value}"`);
    }
    if (name === "g" && attrs.length === 0 && !selfClosing) {
      stack.push(true);
      continue;
    }
    if (name === "g" && attrs.length === 0 && selfClosing) continue;
    if (!selfClosing) stack.push(false);
    out.push(`<${name}${attrs.length ? ` ${attrs.join(" ")}` : ""}${selfClosing ? "/>" : ">"}`);
  }
  const result = out
    .join("")
    .replace(/<(path|polygon|rect|circle|ellipse|line|polyline|stop)\b([^>]*)><\/\1>/g, "<$1$2/>");
  return { svg: `${result}\n`, width: vw, height: vh, unknown };
}

// ---------------------------------------------------------------------------------------------
// Placeholder: a soft-teal frame with a simple house-and-heart mark (used when a file is missing).

export const PLACEHOLDER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><rect x="8" y="8" width="784" height="584" rx="40" fill="#eef8f6" stroke="#d5efea" stroke-width="16"/><path d="M400 190 270 300h38v120h184V300h38z" fill="#d5efea" stroke="#74c2b6" stroke-width="14" stroke-linejoin="round"/><path d="M400 398s-58-36-58-74c0-20 15-34 32-34 12 0 21 6 26 15 5-9 14-15 26-15 17 0 32 14 32 34 0 38-58 74-58 74z" fill="#74c2b6"/></svg>
`;

// ---------------------------------------------------------------------------------------------
// Avatars: unDraw's portraits differ in framing and show only young adults, so the five testimonial
// portraits are drawn here in the same faceless flat style (head, neck, shoulders, hair).

const HAIR = {
  // behind: drawn before the head; front: drawn over it
  short: {
    front:
      "M65 90C60 58 78 42 100 42c24 0 41 16 35 48-4-12-9-20-17-24-14 4-32 2-42-4-6 8-9 16-11 28z",
  },
  receding: {
    front: "M65 96C60 60 78 44 100 44s40 16 35 52c-3-12-5-24-14-32-14-9-28-9-42 0-9 8-11 20-14 32z",
  },
  bob: {
    behind: "M58 92C54 58 74 40 100 40s46 18 42 52l4 34c-12 8-28 8-38 4H92c-10 4-26 4-38-4z",
    front: "M64 84c0-26 16-38 36-38s36 12 36 38c-10-14-26-22-46-20-10 2-20 10-26 20z",
  },
  bun: {
    behind: "M100 18a18 18 0 1 1 0 36 18 18 0 0 1 0-36z",
    front: "M65 88c-3-28 13-42 35-42s38 14 35 42c-7-16-19-24-35-24s-28 8-35 24z",
  },
  curly: {
    front:
      "M62 86a15 15 0 0 1 4-26 17 17 0 0 1 20-16 17 17 0 0 1 28 0 17 17 0 0 1 20 16 15 15 0 0 1 4 26c-8-10-20-16-38-16s-30 6-38 16z",
  },
  long: {
    behind: "M60 88C56 56 76 40 100 40s44 16 40 48l6 62H54z",
    front: "M64 92c-2-32 16-46 38-46 20 0 36 14 34 42-8-12-18-22-32-26-8 10-24 20-40 30z",
  },
};

/**
 * One round portrait, 200 × 200.
 * @param {{ key: string, skin: string, hair: keyof typeof HAIR, hairColour: string, shirt: string, background: string, glasses?: boolean }} a
 */
export function drawAvatar({ key, skin, hair, hairColour, shirt, background, glasses = false }) {
  const h = HAIR[hair];
  if (!h) throw new Error(`${key}: unknown hair style "${hair}"`);
  const clip = `${key}-clip`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">`,
    `<defs><clipPath id="${clip}"><circle cx="100" cy="100" r="100"/></clipPath></defs>`,
    `<circle cx="100" cy="100" r="100" fill="${background}"/>`,
    `<g clip-path="url(#${clip})">`,
    h.behind ? `<path d="${h.behind}" fill="${hairColour}"/>` : "",
    `<rect x="84" y="104" width="32" height="44" rx="12" fill="${skin}"/>`,
    `<path d="M22 214c0-52 30-78 78-78s78 26 78 78z" fill="${shirt}"/>`,
    `<path d="M84 136h32l-16 18z" fill="${skin}"/>`,
    `<ellipse cx="100" cy="86" rx="34" ry="38" fill="${skin}"/>`,
    `<path d="${h.front}" fill="${hairColour}"/>`,
    glasses
      ? `<g fill="none" stroke="#34464b" stroke-width="3.5"><circle cx="86" cy="92" r="10"/><circle cx="114" cy="92" r="10"/><path d="M96 92h8"/></g>`
      : "",
    `</g></svg>\n`,
  ].join("");
}

// ---------------------------------------------------------------------------------------------

function main() {
  const config = JSON.parse(readFileSync(join(root, "scripts/illustrations.config.json"), "utf8"));
  mkdirSync(outDir, { recursive: true });
  let total = 0;
  const rows = [];
  for (const [key, entry] of Object.entries(config.illustrations)) {
    const { file, ...options } = typeof entry === "string" ? { file: entry } : entry;
    const source = readFileSync(join(sourceDir, `${file}.svg`), "utf8");
    const result = processSvg(source, { key, ...options });
    writeFileSync(join(outDir, `${key}.svg`), result.svg);
    const bytes = Buffer.byteLength(result.svg);
    total += bytes;
    rows.push([key, file, bytes, result.width, result.height]);
    if (result.unknown.size) {
      console.warn(
        `  ! ${key}: colours kept as drawn (add to COLOURS or KEEP): ${[...result.unknown].join(" ")}`,
      );
    }
  }
  for (const [key, params] of Object.entries(config.avatars ?? {})) {
    const svg = drawAvatar({
      key,
      ...params,
      shirt: params.shirt === "coral" ? CORAL : params.shirt === "teal" ? TEAL : params.shirt,
    });
    writeFileSync(join(outDir, `${key}.svg`), svg);
    const bytes = Buffer.byteLength(svg);
    total += bytes;
    rows.push([key, `(drawn: ${params.hair} hair)`, bytes, 200, 200]);
  }
  writeFileSync(join(outDir, "placeholder.svg"), PLACEHOLDER);
  total += Buffer.byteLength(PLACEHOLDER);
  for (const [key, file, bytes, w, h] of rows) {
    console.log(
      `${key.padEnd(30)} ${file.padEnd(24)} ${String(bytes).padStart(6)} B  width: ${Math.round(w)}, height: ${Math.round(h)}`,
    );
  }
  console.log(
    `${"placeholder".padEnd(30)} ${"(drawn here)".padEnd(24)} ${String(Buffer.byteLength(PLACEHOLDER)).padStart(6)} B  width: 800, height: 600`,
  );
  console.log(`total ${(total / 1024).toFixed(1)} KB in ${rows.length + 1} files → ${outDir}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
