import { expect, test, type Browser, type Page } from "@playwright/test";
import { CONTACT_CONSENT } from "../test/spec";
import { expectHydrated } from "./support/hydration";
import { axeViolations } from "./support/inbox";
import { uniqueMarker } from "./support/intake";
import { reviewShots } from "./support/shots";
import { staffMoves } from "./support/status-db";
import { linkOf } from "./support/status-link";

/*
 * The private status link (issue 31) against `npm start`: each form's confirmation gives a
 * link; its page shows the stage with the fragment gone from the address bar, follows staff's
 * moves (written to the database as the inbox writes them; inbox-stage.spec.ts presses the
 * inbox's own buttons), and gives its page to a withdrawn and an expired link. The page asks
 * nothing of another origin.
 */
test.describe.configure({ timeout: 90_000 });

async function sendContact(page: Page, marker: string) {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Request Care Information" });
  await expectHydrated(form);
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field("Full Name").fill(`Ada ${marker}`);
  await field("Email Address").fill(`${marker}@example.com`);
  await field("Phone Number").fill("847-555-0142");
  await field("Tell Us About Your Needs").fill(`Wound care ${marker}`);
  await form.getByRole("checkbox", { name: CONTACT_CONSENT }).check();
  await form.getByRole("button", { name: "Send Request" }).click();
  return linkOf(page, "Request received");
}

/** Opens the link in a new page that records every request it makes. */
async function openLink(browser: Browser, url: string) {
  // A context of its own: axe needs one (not browser.newPage's).
  const page = await (await browser.newContext()).newPage();
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto(url);
  await expect(page.locator("[data-status-view]")).not.toHaveAttribute(
    "data-status-view",
    "loading",
  );
  return { page, requested };
}

const main = (page: Page) => page.locator("main");

test("a contact request's link: Received, the address bar without the secret, then staff's moves", async ({
  page,
  browser,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const { url, reference } = await sendContact(page, uniqueMarker("StatusContact"));
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.locator("[data-copy-status]")).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(page.getByRole("link", { name: "E-mail it to myself" })).toHaveAttribute(
    "href",
    /^mailto:\?subject=.*BC-.*&body=.*%2Fstatus%23/,
  );
  expect(await axeViolations(page)).toEqual([]);
  await reviewShots(page, "status", "1-confirmation-contact");
  // The link wraps at 320 px: nothing in the panel is wider than the panel.
  await page.setViewportSize({ width: 320, height: 800 });
  const panel = page.locator("[data-status-link]");
  expect(await panel.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  expect((await panel.boundingBox())?.width ?? 999).toBeLessThanOrEqual(320);

  const { page: status, requested } = await openLink(browser, url);
  const origin = new URL(url).origin;
  expect(status.url()).toBe(`${origin}/status`);
  await expect(main(status)).toContainText(reference);
  await expect(main(status)).toContainText("Care request");
  await expect(status.locator("[data-stage]")).toHaveText("We have your request.");
  await expect(status.locator('[data-step="received"]')).toContainText("Received");
  await expect(status.locator('[data-step="middle"]')).toHaveAttribute("data-done", "false");
  await expect(status.getByText("Send more for this request")).toBeVisible();
  for (const width of [375, 1280]) {
    await status.setViewportSize({ width, height: 800 });
    expect(await axeViolations(status)).toEqual([]);
  }
  await reviewShots(status, "status", "2-open");

  // Staff call back: the page follows on reload (the secret kept for this tab).
  await staffMoves.contacted(reference);
  await status.reload();
  await expect(status.locator("[data-stage]")).toHaveText("We called you about your request.");
  await expect(status.locator('[data-step="middle"]')).toHaveAttribute("data-done", "true");

  await staffMoves.milestone(reference, "first_visit_scheduled", "2026-12-01");
  await status.reload();
  await expect(main(status)).toContainText("First visit scheduled for Tuesday, December 1, 2026");

  await staffMoves.close(reference, "admitted");
  await status.reload();
  await expect(status.locator("[data-closing]")).toHaveText("Care has started.");
  await expect(main(status)).toContainText("This link stops working on");
  await expect(status.getByText("Send more for this request")).toHaveCount(0);
  expect(await axeViolations(status)).toEqual([]);
  await reviewShots(status, "status", "3-closed");

  expect(requested.filter((address) => new URL(address).origin !== origin)).toEqual([]);
  expect(requested.some((address) => address.includes("#"))).toBe(false);
  await status.context().close();
});

test("the page follows a change within one poll while it is open", async ({ page, browser }) => {
  const { url, reference } = await sendContact(page, uniqueMarker("StatusPoll"));
  const status = await browser.newPage();
  await status.clock.install();
  await status.goto(url);
  await expect(status.locator("[data-stage]")).toHaveText("We have your request.");
  await staffMoves.contacted(reference);
  await status.clock.runFor(30_000);
  await expect(status.locator("[data-stage]")).toHaveText("We called you about your request.");
  await status.close();
});

test("a withdrawn link and an expired link get their pages, with the phone", async ({
  page,
  browser,
}) => {
  const withdrawn = await sendContact(page, uniqueMarker("StatusWithdrawn"));
  await staffMoves.revoke(withdrawn.reference);
  const first = await openLink(browser, withdrawn.url);
  await expect(
    first.page.getByRole("heading", { name: "This link was withdrawn by the office" }),
  ).toBeVisible();
  await expect(first.page.locator("[data-status-call]").getByRole("link")).toHaveAttribute(
    "href",
    /^tel:/,
  );
  await reviewShots(first.page, "status", "4-withdrawn");
  await first.page.close();

  const expired = await sendContact(page, uniqueMarker("StatusExpired"));
  await staffMoves.close(expired.reference, "admitted", "now() - interval '31 days'");
  const second = await openLink(browser, expired.url);
  await expect(
    second.page.getByRole("heading", {
      name: "This link has expired (30 days after the request was closed)",
    }),
  ).toBeVisible();
  await second.page.close();
});

test("without a link the page asks for the one from the confirmation", async ({ page }) => {
  await page.goto("/status");
  await expect(
    page.getByRole("heading", { name: "Open the link from your confirmation" }),
  ).toBeVisible();
});

test("the status page: noindex, no-store, no Referer, no translation widget, in robots.txt", async ({
  page,
  request,
}) => {
  for (const path of ["/status", "/es/status"]) {
    const response = await request.get(path);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(response.headers()["referrer-policy"]).toBe("no-referrer");
    expect(response.headers()["content-security-policy"]).not.toMatch(/script-src[^;]*google/);
  }
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /status\n");
  expect(robots).toContain("Disallow: /es/status\n");
  expect(await (await request.get("/sitemap.xml")).text()).not.toMatch(/\/status</);
  await page.goto("/status");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator("[data-translate-widget]")).toHaveCount(0);
});

test("without JavaScript the page says it needs it and gives the phone", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/status");
  const notice = page.locator("[data-status-noscript]");
  await expect(notice).toContainText("This page needs JavaScript");
  await expect(notice.getByRole("link")).toHaveAttribute("href", /^tel:/);
  await context.close();
});
