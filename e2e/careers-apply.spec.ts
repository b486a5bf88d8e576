import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectHydrated } from "./support/hydration";
import {
  addAuthenticator,
  axeViolations,
  enrol,
  importAgencyKey,
  inviteToken,
} from "./support/inbox";
import { uniqueMarker } from "./support/intake";
import { reviewShot } from "./support/shots";

/*
 * The job application on an opening's page (/careers/lpn) with a résumé sealed in the page and
 * uploaded before the request (docs/INTAKE.md, "Attachments"), read and downloaded in the inbox.
 */
test.describe.configure({ timeout: 90_000 });

const OPENING = "/careers/lpn";

/** A small, valid-looking PDF whose bytes carry the marker. */
const pdf = (marker: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${marker}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function openForm(page: Page) {
  await page.goto(OPENING);
  const form = page.getByRole("form", { name: "How to apply" });
  await expectHydrated(form);
  return form;
}

async function fillApplication(page: Page, marker: string) {
  const form = await openForm(page);
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field("Full name").fill(`Bea ${marker}`);
  await field("Phone number").fill("312-555-0188");
  await field("Licence or certification").selectOption("Licensed Practical Nurse (LPN)");
  await field("Licence number (optional)").fill("043-123456");
  await field("Licence state (optional)").fill("IL");
  await field("Years of experience").fill("6");
  await field("Availability").selectOption("Part-time");
  await form.getByRole("checkbox", { name: "Cook County" }).check();
  await field("Anything else we should know (optional)").fill(`Evenings work ${marker}`);
  return form;
}

test("an application with a résumé reaches the inbox; staff read it and download the same bytes", async ({
  page,
  browser,
}) => {
  const marker = uniqueMarker("ApplyMarker");
  const resume = pdf(marker);
  const visitor = await browser.newPage({ viewport: { width: 375, height: 800 } });
  const form = await fillApplication(visitor, marker);
  await form.getByLabel("Résumé (optional)").setInputFiles({
    name: `resume-${marker}.pdf`,
    mimeType: "application/pdf",
    buffer: resume,
  });
  await expect(form.getByRole("list", { name: "Chosen files" })).toContainText(
    `resume-${marker}.pdf`,
  );
  await reviewShot(visitor.locator("#apply"), "uploads", "application-375");
  await form.getByRole("button", { name: "Send application" }).click();
  const received = visitor.getByRole("status").filter({ hasText: "Application received" });
  await expect(received).toBeVisible({ timeout: 20_000 });
  await expect(received).toContainText(`resume-${marker}.pdf`);
  const reference = (await received.locator("[data-reference]").textContent()) ?? "";
  await reviewShot(visitor.locator("#apply"), "uploads", "confirmation-375");
  await visitor.close();

  await addAuthenticator(page, { prf: true });
  await enrol(page, await inviteToken("Hana HR", { admin: true }));
  await importAgencyKey(page);
  await page.getByLabel("Type").selectOption("application");
  const row = page.locator(`[data-reference="${reference}"]`);
  await expect(row).toContainText("Job application");
  await row.getByRole("link", { name: reference }).click();
  const fields = page.locator("[data-request-fields]");
  await expect(fields).toContainText(`Bea ${marker}`);
  await expect(fields).toContainText("Licensed Practical Nurse (LPN)");
  await expect(fields).toContainText(`Evenings work ${marker}`);
  await expect(fields).toContainText("Cook County");
  await expect(fields).not.toContainText("uploadId");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: `Download resume-${marker}.pdf` }).click();
  const file = await download;
  // Saved by its reference and the kind its bytes say, never the visitor's name.
  expect(file.suggestedFilename()).toBe(`${reference}-1.pdf`);
  expect(sha256(readFileSync(await file.path()))).toBe(sha256(resume));
  await reviewShot(page, "uploads", "inbox-application-1280");
});

test("a résumé upload that always fails sends nothing and keeps every value and the file; one that fails once is retried and sent", async ({
  page,
}) => {
  const marker = uniqueMarker("ApplyRetry");
  let submissions = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/v1/submissions")) submissions += 1;
  });
  await page.route("**/api/v1/uploads/*", (route) => route.abort());
  const form = await fillApplication(page, marker);
  await form.getByLabel("Résumé (optional)").setInputFiles({
    name: "resume.pdf",
    mimeType: "application/pdf",
    buffer: pdf(marker),
  });
  await form.getByRole("button", { name: "Send application" }).click();
  const failure = form.locator('[data-intake-failure="upload"]');
  await expect(failure).toBeVisible({ timeout: 20_000 });
  await expect(failure).toContainText("nothing was sent");
  await expect(failure.getByRole("link", { name: /\d{3}/ })).toBeVisible();
  await expect(form.getByLabel("Full name", { exact: true })).toHaveValue(`Bea ${marker}`);
  await expect(form.getByRole("list", { name: "Chosen files" })).toContainText("resume.pdf");
  expect(submissions).toBe(0);
  await reviewShot(page.locator("#apply"), "uploads", "not-sent-1280");

  await page.unrouteAll();
  let aborted = 0;
  await page.route("**/api/v1/uploads/*", (route) => {
    aborted += 1;
    return aborted === 1 ? route.abort() : route.fallback();
  });
  await failure.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Application received" })).toBeVisible({
    timeout: 20_000,
  });
  // The first attempt was refused and at least one more was made (under load the client may
  // upload the same bytes again, which the intake answers 200: CI saw 3 once).
  expect(aborted).toBeGreaterThanOrEqual(2);
});

test("an oversized and a wrong-type résumé each get their message by the field and in the summary", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const form = await openForm(page);
  const input = form.getByLabel("Résumé (optional)");
  const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x20);
  big.write("%PDF-1.4\n");
  await input.setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: big });
  await expect(input).toHaveAccessibleDescription(
    /big\.pdf is 5\.0 MB: each file must be 5 MB or smaller/,
  );
  await input.setInputFiles({
    name: "photo.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("not a pdf"),
  });
  const message = "photo.pdf is not a file we can take: choose PDF, Word (.doc), Word (.docx)";
  await expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/[().]/g, "\\$&")));
  await expect(form.getByRole("list", { name: "Chosen files" })).toHaveCount(0);
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
    message,
  );
  await reviewShot(page.locator("#apply"), "uploads", "errors-375");
});

for (const width of [375, 1280]) {
  test(`an opening's page with its application has no axe violations at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const form = await openForm(page);
    await form.getByRole("button", { name: "Send application" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    if (width === 1280) {
      await reviewShot(page.locator("#apply"), "uploads", "errors-1280");
    }
  });
}
