// Draws the sample award and certificate pictures as flat SVGs in the brand palette:
//   public/awards/award-{1..6}.svg              (800 x 600: medal, trophy, plaque, star medal,
//                                                 glass award, rosette; each with its year)
//   public/certificates/certificate-{1..5}.svg  (1100 x 850: a framed certificate)
// Plain Node, no packages. Run `node scripts/build-award-images.mjs` after changing the years
// or titles below; they must match src/content/awards.ts and src/content/certificates.ts
// (their unit tests check it). The agency replaces these stand-ins with photos and scans of
// its real awards and certificates (see the comments in those content files).
import { mkdir, writeFile } from "node:fs/promises";

const C = {
  brand50: "#eef8f6",
  brand100: "#d5efea",
  brand200: "#aadcd4",
  brand300: "#74c2b6",
  brand400: "#3f9f93",
  brand500: "#23847a",
  brand600: "#1a6d65",
  brand700: "#155a54",
  brand800: "#124a46",
  brand900: "#0f3c39",
  accent50: "#fff4ee",
  accent100: "#ffe4d5",
  accent200: "#fec6a8",
  accent500: "#e8642c",
  accent600: "#c94f1b",
  accent700: "#a83f15",
  ink: "#17262b",
  muted: "#4b5b60",
  white: "#ffffff",
  paper: "#fffdf8",
  // A warm gold for medals and seals, tuned to sit with the teal and coral.
  gold: "#e2a93b",
  goldDark: "#b67d1f",
  goldLight: "#f6d98b",
  goldShine: "#fbebc0",
};

const SANS = "'Helvetica Neue', Helvetica, Arial, sans-serif";
const SERIF = "Georgia, 'Times New Roman', Times, serif";

/* ------------------------------------------------------------------ helpers */

const r1 = (n) => Math.round(n * 10) / 10;

const esc = (text) =>
  String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Points of a star (or a zigzag burst, with many points), first point straight up. */
function starPoints(cx, cy, outer, inner, points = 5) {
  const out = [];
  for (let i = 0; i < points * 2; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / points;
    out.push(`${r1(cx + radius * Math.cos(angle))},${r1(cy + radius * Math.sin(angle))}`);
  }
  return out.join(" ");
}

const star = (cx, cy, outer, inner, fill, extra = "") =>
  `<polygon points="${starPoints(cx, cy, outer, inner)}" fill="${fill}"${extra}/>`;

const burst = (cx, cy, outer, inner, n, fill) =>
  `<polygon points="${starPoints(cx, cy, outer, inner, n)}" fill="${fill}"/>`;

const text = (x, y, content, { size, fill, weight = 700, family = SANS, extra = "" }) =>
  `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle"${extra}>${esc(content)}</text>`;

/** A four-pointed sparkle. */
const sparkle = (x, y, s, fill) =>
  `<path d="M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z" fill="${fill}"/>`;

const svg = (width, height, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;

/* ------------------------------------------------------------------ awards (800 x 600) */

function awardBackdrop(seed) {
  const spots = [
    [120, 130],
    [690, 120],
    [110, 470],
    [700, 480],
  ];
  return [
    `<rect width="800" height="600" rx="40" fill="${C.brand50}"/>`,
    `<circle cx="400" cy="300" r="250" fill="${C.brand100}"/>`,
    ...spots.map(([x, y], i) =>
      sparkle(x, y, 14 + ((i + seed) % 3) * 6, i % 2 ? C.accent200 : C.brand300),
    ),
  ].join("");
}

/** 1: a round medal with a star, hanging from teal and coral straps. */
function medal(year) {
  return [
    `<polygon points="280,20 360,20 432,262 352,262" fill="${C.brand600}"/>`,
    `<polygon points="312,20 328,20 400,262 384,262" fill="${C.brand300}"/>`,
    `<polygon points="440,20 520,20 448,262 368,262" fill="${C.accent500}"/>`,
    `<polygon points="472,20 488,20 416,262 400,262" fill="${C.accent200}"/>`,
    `<circle cx="400" cy="262" r="26" fill="none" stroke="${C.goldDark}" stroke-width="12"/>`,
    `<circle cx="400" cy="400" r="150" fill="${C.goldDark}"/>`,
    `<circle cx="400" cy="400" r="136" fill="${C.gold}"/>`,
    `<circle cx="400" cy="400" r="112" fill="${C.goldLight}"/>`,
    `<circle cx="400" cy="400" r="112" fill="none" stroke="${C.goldDark}" stroke-width="3" stroke-dasharray="4 8"/>`,
    `<path d="M305 350a112 112 0 0 1 60-58" stroke="${C.goldShine}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    star(400, 368, 52, 22, C.goldDark),
    text(400, 465, year, { size: 54, fill: C.brand900 }),
  ].join("");
}

/** 2: a trophy cup on a teal plinth with an engraved plate. */
function trophy(year) {
  return [
    `<path d="M300 150c-70 0-80 110 10 116" fill="none" stroke="${C.goldDark}" stroke-width="22" stroke-linecap="round"/>`,
    `<path d="M500 150c70 0 80 110-10 116" fill="none" stroke="${C.goldDark}" stroke-width="22" stroke-linecap="round"/>`,
    `<path d="M280 100h240v50c0 115-55 182-120 190-65-8-120-75-120-190z" fill="${C.gold}"/>`,
    `<rect x="272" y="92" width="256" height="24" rx="12" fill="${C.goldDark}"/>`,
    `<path d="M318 140c0 80 22 140 62 168" stroke="${C.goldShine}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
    star(400, 205, 44, 19, C.goldLight),
    `<rect x="380" y="335" width="40" height="52" fill="${C.goldDark}"/>`,
    `<ellipse cx="400" cy="350" rx="34" ry="12" fill="${C.gold}"/>`,
    `<rect x="320" y="384" width="160" height="30" rx="8" fill="${C.gold}"/>`,
    `<rect x="262" y="412" width="276" height="120" rx="14" fill="${C.brand800}"/>`,
    `<rect x="262" y="412" width="276" height="18" rx="9" fill="${C.brand700}"/>`,
    `<rect x="312" y="446" width="176" height="62" rx="8" fill="${C.goldLight}" stroke="${C.goldDark}" stroke-width="3"/>`,
    text(400, 490, year, { size: 38, fill: C.brand900 }),
  ].join("");
}

/** 3: a teal wall plaque with a heart emblem and a gold plate. */
function plaque(year) {
  const heart =
    "M400 232s-62-38-62-82c0-23 17-40 38-40 13 0 22 6 24 14 2-8 11-14 24-14 21 0 38 17 38 40 0 44-62 82-62 82z";
  return [
    `<rect x="206" y="56" width="388" height="488" rx="28" fill="${C.brand800}"/>`,
    `<rect x="222" y="72" width="356" height="456" rx="20" fill="${C.brand600}"/>`,
    `<rect x="236" y="86" width="328" height="428" rx="14" fill="none" stroke="${C.brand300}" stroke-width="3"/>`,
    `<circle cx="400" cy="170" r="86" fill="${C.brand100}"/>`,
    `<circle cx="400" cy="170" r="86" fill="none" stroke="${C.gold}" stroke-width="8"/>`,
    `<path d="${heart}" fill="${C.accent500}"/>`,
    `<rect x="262" y="290" width="276" height="200" rx="12" fill="${C.goldLight}" stroke="${C.goldDark}" stroke-width="4"/>`,
    `<rect x="312" y="318" width="176" height="12" rx="6" fill="${C.goldDark}"/>`,
    `<rect x="290" y="344" width="220" height="10" rx="5" fill="${C.gold}"/>`,
    `<rect x="320" y="366" width="160" height="10" rx="5" fill="${C.gold}"/>`,
    text(400, 455, year, { size: 56, fill: C.brand900 }),
    ...[
      [250, 100],
      [550, 100],
      [250, 500],
      [550, 500],
    ].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${C.gold}"/>`),
  ].join("");
}

/** 4: a star-shaped medal on a striped coral ribbon, above a teal banner. */
function starMedal(year) {
  return [
    `<rect x="330" y="30" width="140" height="160" fill="${C.accent500}"/>`,
    `<rect x="362" y="30" width="14" height="160" fill="${C.brand700}"/>`,
    `<rect x="424" y="30" width="14" height="160" fill="${C.brand700}"/>`,
    `<polygon points="330,190 400,230 470,190" fill="${C.accent600}"/>`,
    `<rect x="316" y="180" width="168" height="22" rx="11" fill="${C.goldDark}"/>`,
    `<polygon points="${starPoints(400, 340, 142, 66)}" fill="${C.goldDark}"/>`,
    `<polygon points="${starPoints(400, 340, 124, 58)}" fill="${C.gold}"/>`,
    `<polygon points="${starPoints(400, 340, 84, 40)}" fill="${C.goldLight}"/>`,
    `<circle cx="400" cy="340" r="30" fill="${C.goldDark}"/>`,
    star(400, 340, 20, 9, C.goldLight),
    `<polygon points="292,486 206,486 230,520 206,554 292,554" fill="${C.brand900}"/>`,
    `<polygon points="508,486 594,486 570,520 594,554 508,554" fill="${C.brand900}"/>`,
    `<rect x="262" y="474" width="276" height="68" rx="6" fill="${C.brand700}"/>`,
    text(400, 522, year, { size: 40, fill: C.white }),
  ].join("");
}

/** 5: a tall faceted glass award on a dark base with an engraved plate. */
function glassAward(year) {
  return [
    `<polygon points="400,50 486,150 462,448 338,448 314,150" fill="${C.brand200}"/>`,
    `<polygon points="400,50 486,150 400,176" fill="${C.brand100}"/>`,
    `<polygon points="400,50 314,150 400,176" fill="${C.white}" fill-opacity="0.7"/>`,
    `<polygon points="400,176 486,150 462,448 400,448" fill="${C.brand300}" fill-opacity="0.7"/>`,
    `<path d="M340 190l-12 230" stroke="${C.white}" stroke-width="8" stroke-linecap="round" stroke-opacity="0.8"/>`,
    star(400, 280, 50, 21, C.white, ' fill-opacity="0.9"'),
    `<circle cx="400" cy="280" r="70" fill="none" stroke="${C.white}" stroke-width="4" stroke-opacity="0.8"/>`,
    `<rect x="262" y="440" width="276" height="24" rx="6" fill="${C.brand700}"/>`,
    `<rect x="282" y="460" width="236" height="86" rx="8" fill="${C.brand900}"/>`,
    `<rect x="318" y="478" width="164" height="50" rx="6" fill="${C.gold}"/>`,
    text(400, 515, year, { size: 34, fill: C.brand900 }),
    sparkle(520, 120, 18, C.white),
    sparkle(290, 250, 12, C.white),
  ].join("");
}

/** 6: a pleated rosette in coral and teal with a gold center and two tails. */
function rosette(year) {
  return [
    `<polygon points="376,330 318,550 350,530 376,562 430,352" fill="${C.brand700}"/>`,
    `<polygon points="424,330 482,550 450,530 424,562 370,352" fill="${C.accent500}"/>`,
    burst(400, 250, 190, 164, 30, C.accent500),
    burst(400, 250, 160, 138, 26, C.brand600),
    `<circle cx="400" cy="250" r="130" fill="${C.white}"/>`,
    `<circle cx="400" cy="250" r="116" fill="${C.gold}"/>`,
    `<circle cx="400" cy="250" r="98" fill="${C.goldLight}"/>`,
    star(400, 212, 30, 13, C.goldDark),
    text(400, 290, year, { size: 50, fill: C.brand900 }),
  ].join("");
}

const awards = [
  { file: "award-1.svg", draw: medal, year: 2024 },
  { file: "award-2.svg", draw: trophy, year: 2023 },
  { file: "award-3.svg", draw: plaque, year: 2022 },
  { file: "award-4.svg", draw: starMedal, year: 2020 },
  { file: "award-5.svg", draw: glassAward, year: 2018 },
  { file: "award-6.svg", draw: rosette, year: 2015 },
];

/* ------------------------------------------------------------------ certificates (1100 x 850) */

const AGENCY = "Beyond Care Home Health";

function cornerOrnament(x, y, sx, sy) {
  // A diamond in the corner with two short flourishes running along the border.
  return [
    `<path d="M${x + sx * 18} ${y}h${sx * 90}M${x} ${y + sy * 18}v${sy * 90}" stroke="${C.brand700}" stroke-width="3"/>`,
    `<path d="M${x + sx * 26} ${y + sy * 26}q${sx * 40} ${sy * -6} ${sx * 70} ${sy * 24}M${x + sx * 26} ${y + sy * 26}q${sx * -6} ${sy * 40} ${sx * 24} ${sy * 70}" stroke="${C.gold}" stroke-width="3" fill="none"/>`,
    `<polygon points="${x},${y - 16} ${x + 16},${y} ${x},${y + 16} ${x - 16},${y}" fill="${C.brand700}"/>`,
    `<circle cx="${x}" cy="${y}" r="6" fill="${C.gold}"/>`,
  ].join("");
}

function certificateFrame() {
  const corners = [
    [92, 92, 1, 1],
    [1008, 92, -1, 1],
    [92, 758, 1, -1],
    [1008, 758, -1, -1],
  ];
  return [
    `<rect width="1100" height="850" fill="${C.brand800}"/>`,
    `<rect x="22" y="22" width="1056" height="806" fill="${C.paper}"/>`,
    `<rect x="50" y="50" width="1000" height="750" fill="none" stroke="${C.brand700}" stroke-width="6"/>`,
    `<rect x="62" y="62" width="976" height="726" fill="none" stroke="${C.gold}" stroke-width="6" stroke-dasharray="2 9" stroke-linecap="round"/>`,
    `<rect x="74" y="74" width="952" height="702" fill="none" stroke="${C.brand300}" stroke-width="2"/>`,
    ...corners.map(([x, y, sx, sy]) => cornerOrnament(x, y, sx, sy)),
  ].join("");
}

function seal(cx, cy, tail) {
  return [
    `<polygon points="${cx - 40},${cy + 40} ${cx - 66},${cy + 110} ${cx - 46},${cy + 100} ${cx - 32},${cy + 120} ${cx - 8},${cy + 50}" fill="${C.brand700}"/>`,
    `<polygon points="${cx + 40},${cy + 40} ${cx + 66},${cy + 110} ${cx + 46},${cy + 100} ${cx + 32},${cy + 120} ${cx + 8},${cy + 50}" fill="${tail}"/>`,
    burst(cx, cy, 78, 68, 32, C.gold),
    `<circle cx="${cx}" cy="${cy}" r="58" fill="${C.goldLight}" stroke="${C.goldDark}" stroke-width="3"/>`,
    `<circle cx="${cx}" cy="${cy}" r="46" fill="none" stroke="${C.goldDark}" stroke-width="2" stroke-dasharray="3 5"/>`,
    star(cx, cy, 30, 13, C.brand700),
  ].join("");
}

function signature(x, y) {
  return `<path d="M${x} ${y}c14-34 30-36 26-4s18 22 34-8 30-26 32 4 22 14 42-14 34 2 46 6 28-10 44-2" fill="none" stroke="${C.brand900}" stroke-width="2.5" stroke-linecap="round"/>`;
}

function certificate({ title, body, yearLine, tail }) {
  return [
    certificateFrame(),
    text(550, 150, "CERTIFICATE", {
      size: 26,
      fill: C.brand700,
      family: SERIF,
      extra: ' letter-spacing="10"',
    }),
    text(550, 218, title, { size: 46, fill: C.brand900, family: SERIF }),
    `<path d="M330 254h200M570 254h200" stroke="${C.gold}" stroke-width="3"/>`,
    `<polygon points="550,242 562,254 550,266 538,254" fill="${C.accent500}"/>`,
    text(550, 312, "This certifies that", {
      size: 24,
      fill: C.muted,
      weight: 400,
      family: SERIF,
      extra: ' font-style="italic"',
    }),
    text(550, 384, AGENCY, { size: 56, fill: C.brand800, family: SERIF }),
    text(550, 424, "Wheeling, Illinois", { size: 22, fill: C.muted, weight: 400, family: SERIF }),
    text(550, 484, body, { size: 24, fill: C.ink, weight: 400, family: SERIF }),
    text(550, 536, yearLine, { size: 28, fill: C.accent700, family: SERIF }),
    signature(170, 660),
    `<path d="M150 690h290" stroke="${C.ink}" stroke-width="2"/>`,
    text(295, 720, "Authorized Signature", { size: 18, fill: C.muted, weight: 400 }),
    signature(690, 660),
    `<path d="M660 690h290" stroke="${C.ink}" stroke-width="2"/>`,
    text(805, 720, "Administrator", { size: 18, fill: C.muted, weight: 400 }),
    seal(550, 640, tail),
  ].join("");
}

const certificates = [
  {
    file: "certificate-1.svg",
    title: "Illinois Home Health Agency License",
    body: "is licensed to provide home health services in the State of Illinois",
    yearLine: "Current licensing period",
    tail: C.accent500,
  },
  {
    file: "certificate-2.svg",
    title: "Original Home Health Agency License",
    body: "is licensed to provide home health services in the State of Illinois",
    yearLine: "Issued 2006",
    tail: C.brand400,
  },
  {
    file: "certificate-3.svg",
    title: "Medicare Certification",
    body: "meets the federal conditions of participation for home health agencies",
    yearLine: "Certified 2007",
    tail: C.accent500,
  },
  {
    file: "certificate-4.svg",
    title: "Home Health Agency License Renewal",
    body: "continues to meet the standards for licensed home health agencies",
    yearLine: "Renewed 2008",
    tail: C.brand400,
  },
  {
    file: "certificate-5.svg",
    title: "Home Services Agency License",
    body: "is licensed to provide home services in the State of Illinois",
    yearLine: "Issued 2009",
    tail: C.accent500,
  },
];

/* ------------------------------------------------------------------ write */

const root = new URL("../public/", import.meta.url);
await mkdir(new URL("awards/", root), { recursive: true });
await mkdir(new URL("certificates/", root), { recursive: true });

for (const [index, award] of awards.entries()) {
  const body = awardBackdrop(index) + award.draw(String(award.year));
  await writeFile(new URL(`awards/${award.file}`, root), svg(800, 600, body));
  console.log("wrote", `public/awards/${award.file}`);
}

for (const item of certificates) {
  await writeFile(new URL(`certificates/${item.file}`, root), svg(1100, 850, certificate(item)));
  console.log("wrote", `public/certificates/${item.file}`);
}
