import { expect, test, type Page } from "@playwright/test";
import { expectHydrated } from "./support/hydration";
import { readSubmissions, uniqueMarker } from "./support/intake";
import { axeViolations } from "./support/inbox";
import { reviewShots } from "./support/shots";
import { CONTACT_CONSENT } from "../test/spec";

/*
 * Issue 31: Send tapped before a form's island hydrates used to post the form to its
 * no-JavaScript page ("Nothing you typed was saved"). The page's inline script now holds that
 * submit; once the island runs, the form checks it and sends it. Each test holds the island's
 * own script (page.route) until it has tapped Send, so the tap surely comes first. One test per
 * kind of form shell: the one-page intake form (contact; the job application is the same
 * shell), the step form (referral; the coverage check is the same shell) and the calculator,
 * which sends nothing.
 */

/** Holds the script of the page's `exportName` island until `release` is called. */
async function holdIsland(page: Page, path: string, exportName: string) {
  const html = await (await page.request.get(path)).text();
  const island = new RegExp(
    `<astro-island[^>]*component-url="([^"]+)"[^>]*component-export="${exportName}"`,
  ).exec(html);
  const url = island?.[1];
  expect(url, `${exportName}'s island on ${path}`).toBeTruthy();
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${url}`, async (route) => {
    await gate;
    await route.continue();
  });
  return () => release();
}

/** Every navigation that posts a form (the no-script path), as it happens. */
function formPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.method() === "POST") posts.push(request.url());
  });
  return posts;
}

test("contact: Send before the island runs is held, then sent with what was typed (a phone with its extension)", async ({
  page,
}) => {
  const posts = formPosts(page);
  const release = await holdIsland(page, "/contact", "ContactForm");
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Request Care Information" });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  const marker = uniqueMarker("EarlyMarker");
  await field("Full Name").fill(`Ada ${marker}`);
  await field("Phone Number").fill("(630) 555-0177 ext 214");
  await field("Tell Us About Your Needs").fill(`Wound care ${marker}`);
  await form.getByRole("checkbox", { name: CONTACT_CONSENT }).check();
  await form.getByRole("button", { name: "Send Request" }).click();

  await expect(form.locator("[data-held-notice]")).toContainText("Getting the form ready…");
  await expect(form).not.toHaveAttribute("data-hydrated");
  expect(posts).toEqual([]);

  release();
  const received = page.getByRole("status").filter({ hasText: "Request received" });
  await expect(received).toBeVisible({ timeout: 20_000 });
  expect(posts).toEqual([]);
  expect(new URL(page.url()).pathname).toBe("/contact");
  const reference = (await received.locator("[data-reference]").textContent()) ?? "";
  const stored = (await readSubmissions()).filter((row) => row.reference === reference);
  expect(stored.map((row) => row.data)).toEqual([
    expect.objectContaining({ name: `Ada ${marker}`, phone: "630-555-0177 ext. 214" }),
  ]);
});

test("referral: Next before the island runs is held, says the form is getting ready, then checks step 1", async ({
  page,
}) => {
  const posts = formPosts(page);
  const release = await holdIsland(page, "/refer", "ReferralForm");
  await page.goto("/refer");
  const form = page.getByRole("form", { name: "Online referral" });
  await form.scrollIntoViewIfNeeded();
  await form.getByRole("button", { name: "Next" }).click();
  const notice = form.locator("[data-held-notice]");
  await expect(notice).toHaveText("Getting the form ready…");
  // Until the island runs, the notice above the fields gives the phone number.
  await expect(form.locator("[data-no-script-notice]")).toContainText("847-568-1033");
  await notice.scrollIntoViewIfNeeded();
  await reviewShots(page, "early-send", "referral-held");
  expect(await axeViolations(page)).toEqual([]);
  expect(posts).toEqual([]);

  release();
  await expectHydrated(form);
  await expect(page.locator("[data-slot=error-summary]")).toContainText(
    "Choose start of care or resumption of care",
  );
  await expect(notice).toHaveCount(0);
  expect(posts).toEqual([]);
  expect(new URL(page.url()).pathname).toBe("/refer");
});

test("calculator: Calculate before the island runs is held, then checked", async ({ page }) => {
  const posts = formPosts(page);
  const release = await holdIsland(page, "/insurance/calculator", "CalculatorTool");
  await page.goto("/insurance/calculator");
  await page.getByRole("button", { name: "Calculate My Costs" }).click();
  await expect(page.locator("[data-held-notice]")).toContainText("Getting the form ready…");
  expect(posts).toEqual([]);

  release();
  await expect(page.locator("[data-slot=error-summary]")).toContainText(
    "Please select your insurance type",
  );
  expect(posts).toEqual([]);
  expect(new URL(page.url()).pathname).toBe("/insurance/calculator");
});

test("without JavaScript, Send still posts to the no-script page (the hold needs the script)", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/insurance/calculator");
  await page.getByRole("button", { name: "Calculate My Costs" }).click();
  await expect(page).toHaveURL(/\/insurance\/needs-javascript$/);
  await context.close();
});
