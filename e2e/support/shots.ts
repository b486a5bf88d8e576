import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";

/**
 * A screenshot for a person to look at, only when E2E_SHOTS names a folder
 * (`E2E_SHOTS=/tmp/shots npm run test:e2e -- e2e/referral.spec.ts`): nothing in CI or a normal run.
 */
export async function reviewShot(target: Page | Locator, area: string, name: string) {
  const root = process.env.E2E_SHOTS;
  if (!root) return;
  const dir = path.join(root, area);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await ("mainFrame" in target
    ? target.screenshot({ path: file, fullPage: true })
    : target.screenshot({ path: file }));
}

/** `reviewShot` of the whole page at a phone's width (375) and a desktop's (1280), then back. */
export async function reviewShots(page: Page, area: string, name: string) {
  if (!process.env.E2E_SHOTS) return;
  const size = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await reviewShot(page, area, `${name}-${width}`);
  }
  if (size) await page.setViewportSize(size);
}
