import { expect, type Page } from "@playwright/test";

/** A status link as a confirmation shows it: absolute, English or Spanish, 22 characters. */
export const STATUS_LINK = /^http:\/\/localhost:\d+(\/es)?\/status#[A-Za-z0-9_-]{22}$/;

/** The confirmation's reference and link, after checking the panel says what it must. */
export async function linkOf(page: Page, confirmation: string) {
  const received = page.getByRole("status").filter({ hasText: confirmation });
  await expect(received).toBeVisible({ timeout: 20_000 });
  const panel = page.locator("[data-status-link]");
  await expect(panel).toBeVisible();
  const url = (await panel.locator("[data-status-url]").textContent()) ?? "";
  expect(url).toMatch(STATUS_LINK);
  const reference = (await received.locator("[data-reference]").first().textContent()) ?? "";
  expect(reference).toMatch(/^BC-/);
  return { url, reference };
}
