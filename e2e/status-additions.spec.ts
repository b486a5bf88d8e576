import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type Browser, type Locator } from "@playwright/test";
import { expectHydrated } from "./support/hydration";
import {
  addAuthenticator,
  axeViolations,
  enrol,
  importAgencyKey,
  inviteToken,
} from "./support/inbox";
import { uniqueMarker } from "./support/intake";
import { isolatedPort, startIsolatedServer, type IsolatedServer } from "./support/isolated-server";
import { reviewShots } from "./support/shots";

/*
 * "Send more later" (issue 31) against `npm start`: a referrer sends a referral, opens the
 * status link its confirmation gives, and adds the signed order (a PDF) from the status page;
 * staff, who had read the referral, see it flagged Updated in the list, find the addition under
 * the request, and download the same bytes.
 */
test.describe.configure({ mode: "default", timeout: 180_000 });

// On a server of its own: it imports the agency key (the shared server keeps the samples).
const port = isolatedPort(13);
test.use({ baseURL: `http://localhost:${port}` });
let server: IsolatedServer;
test.beforeAll(async () => {
  server = await startIsolatedServer({ port });
});
test.afterAll(async () => {
  await server?.stop();
});

const pdf = (marker: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% signed order ${marker}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function next(form: Locator, heading: string) {
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByRole("heading", { name: heading })).toBeFocused();
}

/** A referral with the required answers only: its reference and the status link it gives. */
async function sendReferral(browser: Browser, marker: string) {
  const visitor = await browser.newPage();
  await visitor.goto("/refer");
  const form = visitor.getByRole("form", { name: "Online referral" });
  await expectHydrated(form);
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await form.getByRole("radio", { name: /Start of care/ }).check();
  await next(form, "The patient");
  await field("Patient's first name").fill(`Ada ${marker}`);
  await field("Patient's last name").fill("Lovelace");
  await field("Patient's date of birth").fill("03/27/1948");
  await field("Address where care happens").fill("1 Main St, Chicago");
  await field("ZIP code").fill("60601");
  await next(form, "Family and contacts");
  await next(form, "Insurance");
  await field("Insurance").selectOption("medicare");
  await next(form, "Practitioner and encounter");
  await field("Referring physician or allowed practitioner").fill("Dr. Grace Hopper");
  await next(form, "Care needed");
  await field("Primary reason for home health and diagnosis").fill("Hip replacement");
  await form.getByRole("checkbox", { name: "Skilled nursing" }).check();
  await next(form, "Documents");
  await next(form, "About you");
  await field("Your name").fill("Cy Planner");
  await field("Your phone").fill("312-555-0100 x214");
  await next(form, "Review and send");
  await form.getByRole("button", { name: "Send referral" }).click();
  const received = visitor.getByRole("status").filter({ hasText: "Referral received" });
  await expect(received).toBeVisible({ timeout: 30_000 });
  const reference = (await received.locator("[data-reference]").first().textContent()) ?? "";
  const url = (await visitor.locator("[data-status-url]").textContent()) ?? "";
  expect(url).toMatch(/\/status#[A-Za-z0-9_-]{22}$/);
  await visitor.close();
  return { reference, url };
}

test("a referrer adds the signed order from the status page; staff see the request updated and download the same bytes", async ({
  page,
  browser,
}) => {
  await page.clock.install();
  await addAuthenticator(page, { prf: true });
  await enrol(page, await inviteToken("Additions Admin", { admin: true, dataDir: server.dataDir }));
  await importAgencyKey(page);

  const marker = uniqueMarker("AdditionMarker");
  const { reference, url } = await sendReferral(browser, marker);
  // Staff read the referral before anything more comes.
  await page.clock.runFor(15_000);
  const row = page.locator(`[data-reference="${reference}"]`);
  await row.getByRole("link", { name: reference }).click();
  await expect(page.locator("[data-request-fields]")).toContainText(`Ada ${marker}`);
  await page.getByRole("link", { name: "Back to the requests" }).click();
  await expect(row.locator("[data-updated]")).toHaveCount(0);

  // The referrer opens the link and sends the signed order with a message.
  // A context of its own (axe opens a page in it).
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(url);
  const more = visitor.locator("[data-send-more]");
  await expect(more.getByRole("heading", { name: "Send more for this request" })).toBeVisible({
    timeout: 20_000,
  });
  const order = pdf(marker);
  const orderName = `signed-order-${marker}.pdf`;
  await more.getByLabel("Message (optional)").fill(`Signed order attached ${marker}`);
  await more
    .getByLabel("Attach files (optional)")
    .setInputFiles({ name: orderName, mimeType: "application/pdf", buffer: order });
  await expect(more.getByRole("list", { name: "Chosen files" })).toContainText(orderName);
  expect(await axeViolations(visitor)).toEqual([]);
  await reviewShots(visitor, "status-additions", "1-chosen");
  await more.getByRole("button", { name: "Send to our office" }).click();
  await expect(more.locator("[data-send-more-sent]")).toContainText(
    "Staff see it on your request.",
    { timeout: 30_000 },
  );
  await expect(more.locator("[data-send-more-sent]")).toContainText(/^SentReceived /);
  expect(await axeViolations(visitor)).toEqual([]);
  await reviewShots(visitor, "status-additions", "2-sent");
  await context.close();

  // Staff: the list flags it updated; the request shows the addition; the file is the same.
  await page.clock.runFor(15_000);
  await expect(row.locator("[data-updated]")).toHaveText(/^Updated/);
  await row.getByRole("link", { name: reference }).click();
  const addition = page.locator('[data-addition="1"]');
  await expect(
    addition.getByRole("heading", { name: /^Sent later through the status link, / }),
  ).toBeVisible();
  await expect(addition.locator("[data-addition-message]")).toHaveText(
    `Signed order attached ${marker}`,
  );
  const download = page.waitForEvent("download");
  await addition.getByRole("button", { name: `Download ${orderName}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${reference}-added-1-1.pdf`);
  expect(sha256(readFileSync(await file.path()))).toBe(sha256(order));
  await expect(page.locator('[data-history] [data-action="addition"]')).toContainText(
    "the visitor sent more through the status link",
  );
  expect(await axeViolations(page)).toEqual([]);
  await reviewShots(page, "status-additions", "3-inbox");

  // Read again: no longer flagged.
  await page.getByRole("link", { name: "Back to the requests" }).click();
  await expect(row.locator("[data-updated]")).toHaveCount(0);
});
