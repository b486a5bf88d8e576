// Renders the brand PNGs (app icons, logo for JSON-LD, Open Graph card) from public/icon.svg
// with Debian's Chromium. Run it after changing the mark: `node scripts/make-brand-images.mjs`.
import { chromium } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { findChromium, CHROMIUM_FLAGS } from "./chromium.mjs";

const svg = await readFile(new URL("../public/icon.svg", import.meta.url), "utf8");
const font = await readFile(
  new URL(
    "../node_modules/@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2",
    import.meta.url,
  ),
);
const fontFace = `@font-face{font-family:A;src:url(data:font/woff2;base64,${font.toString("base64")});font-weight:200 800}`;

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
const page = await browser.newPage();

async function shoot(html, width, height, path) {
  await page.setViewportSize({ width, height });
  await page.setContent(
    `<style>${fontFace}*{margin:0}body{width:${width}px;height:${height}px}</style>${html}`,
  );
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path, omitBackground: false });
  console.log("wrote", path);
}

const icon = (size) => svg.replace("<svg ", `<svg width="${size}" height="${size}" `);
await shoot(icon(180), 180, 180, "public/apple-icon.png");
await shoot(icon(512), 512, 512, "public/logo.png");
await shoot(
  `<div style="font-family:A;display:flex;flex-direction:column;justify-content:center;gap:28px;height:100%;padding:0 96px;box-sizing:border-box;background:linear-gradient(135deg,#eef8f6 0%,#fff 60%);border-bottom:16px solid #155a54">
    <div style="display:flex;align-items:center;gap:24px">${icon(112)}
      <div style="font-size:56px;font-weight:800;color:#0f3c39;letter-spacing:-1px">Beyond Care Home Health</div></div>
    <div style="font-size:72px;font-weight:800;color:#155a54;letter-spacing:-1.5px">Beyond Wellness, Beyond Care</div>
    <div style="font-size:36px;color:#4b5b60">Medicare-certified home health care · Chicago metro area</div>
  </div>`,
  1200,
  630,
  "public/og.png",
);
await browser.close();
