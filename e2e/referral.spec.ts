import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { SMTPServer } from "smtp-server";
import { E2E_SMTP_PORT } from "../playwright.config";
import { expectHydrated } from "./support/hydration";
import {
  addAuthenticator,
  axeViolations,
  enrol,
  importAgencyKey,
  inviteToken,
} from "./support/inbox";
import { uniqueMarker } from "./support/intake";
import { reviewShot, reviewShots } from "./support/shots";
import { startSmtpSink, type SunkMail } from "../test/smtp-sink";

/*
 * The online referral (/refer) against `npm start`: a referral sent through every step, read
 * by staff in the inbox (its document downloaded, the same bytes), declined with a reason, and
 * the referrer's e-mail caught by an SMTP sink (the server's SMTP_URL, playwright.config.ts)
 * with the reference and no patient value; the documents step's messages for files it refuses.
 */
// One SMTP sink for the file (beforeAll): its tests run in one worker, in order.
test.describe.configure({ mode: "default", timeout: 120_000 });

const mail: SunkMail[] = [];
let sink: SMTPServer;

test.beforeAll(async () => {
  sink = await startSmtpSink(E2E_SMTP_PORT, mail);
});
test.afterAll(async () => {
  await new Promise((resolve) => sink.close(() => resolve(undefined)));
});

const shot = (page: Page, name: string) => reviewShot(page, "referral", name);

/** A small, valid-looking PDF whose bytes carry the marker. */
const pdf = (marker: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${marker}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function next(form: Locator, heading: string) {
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByRole("heading", { name: heading })).toBeFocused();
}

test("a referral through every step; staff read it, decline it with a reason, and the referrer is e-mailed the reference only", async ({
  page,
  browser,
}) => {
  await page.clock.install();
  await addAuthenticator(page, { prf: true });
  await enrol(page, await inviteToken("Referral Admin", { admin: true }));
  await importAgencyKey(page);

  const marker = uniqueMarker("ReferralMarker");
  const email = `${marker.toLowerCase()}@clinic.test`;
  // A context of its own: axe opens a page in the visitor's context.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto("/refer");
  const form = visitor.getByRole("form", { name: "Online referral" });
  await expectHydrated(form);
  const field = (label: string) => form.getByLabel(label, { exact: true });

  await form.getByRole("radio", { name: /Start of care/ }).check();
  await field("Ordered start-of-care date (optional)").fill("2026-12-01");
  await shot(visitor, "1-step-referral-1280");
  await next(form, "The patient");
  await field("Patient's first name").fill(`Ada ${marker}`);
  await field("Patient's last name").fill("Lovelace");
  await field("Patient's date of birth").fill("03/27/1948");
  await field("Address where care happens").fill(`1 Main St ${marker}, Chicago`);
  await field("ZIP code").fill("60601");
  await next(form, "Family and contacts");
  await next(form, "Insurance");
  await field("Insurance").selectOption("medicare");
  await field("Medicare number (MBI) (optional)").fill("1EG4TE5MK73");
  await next(form, "Practitioner and encounter");

  // A wrong check digit is an error by the field; a face-to-face date outside its window warns.
  await field("Referring physician or allowed practitioner").fill("Dr. Grace Hopper");
  await field("Referring practitioner's NPI (optional)").fill("1234567890");
  await field("Face-to-face encounter date (optional)").fill("2026-06-01");
  await expect(form.locator("[data-f2f-warning]")).toContainText(
    "This encounter is 183 days before the start of care.",
  );
  await expect(form.locator("[data-f2f-warning]")).toContainText("42 CFR 424.22(a)(1)(v)");
  await form.getByRole("button", { name: "Next" }).click();
  const npiError = "This NPI's last digit does not match: check the number on the order";
  await expect(visitor.locator("#referral-practitionerNpi-error")).toContainText(npiError);
  await expect(visitor.locator("[data-slot=error-summary]")).toContainText(npiError);
  await expect(field("Referring practitioner's NPI (optional)")).toBeFocused();
  await shot(visitor, "2-step-practitioner-errors-1280");
  await field("Referring practitioner's NPI (optional)").fill("1234567893");
  await next(form, "Care needed"); // the warning did not block

  await form.getByRole("button", { name: "Next" }).click();
  await expect(visitor.getByText("Choose at least one service").first()).toBeVisible();
  await field("Primary reason for home health and diagnosis").fill(`Hip replacement ${marker}`);
  await form.getByRole("checkbox", { name: "Skilled nursing" }).check();
  await form.getByRole("checkbox", { name: "Physical therapy" }).check();
  await next(form, "Documents");
  const note = pdf(marker);
  const noteName = `face-to-face-${marker}.pdf`;
  await field("Attach files (optional)").setInputFiles({
    name: noteName,
    mimeType: "application/pdf",
    buffer: note,
  });
  await expect(form.getByRole("list", { name: "Chosen files" })).toContainText(noteName);
  await reviewShot(visitor, "refer-files", "documents-1280");
  await next(form, "About you");
  await field("Your name").fill("Cy Planner");
  // A case manager behind a switchboard: the extension is taken (issue 31).
  await field("Your phone").fill("312-555-0100 x214");
  await field("Your e-mail (optional)").fill(email);

  // Review and send: what will be sent, grouped as the steps are, US dates, Change per step.
  await next(form, "Review and send");
  const review = form.locator("[data-referral-review]");
  await expect(review.locator("[data-review-step]")).toHaveCount(8);
  await expect(review).toContainText("December 1, 2026");
  await expect(review).toContainText("March 27, 1948");
  await expect(review).not.toContainText("2026-12-01");
  await expect(review).toContainText("312-555-0100 ext. 214");
  await expect(review.locator('[data-review-step="7"]')).toContainText(noteName);
  await expect(review.locator('[data-review-step="3"]')).toContainText("Nothing entered");
  expect(await axeViolations(visitor)).toEqual([]);
  await reviewShots(visitor, "referral", "5-review");
  await form.getByRole("button", { name: "Change About you" }).click();
  await expect(form.getByRole("heading", { name: "About you" })).toBeFocused();
  await field("Your role (optional)").fill("Discharge planner");
  await next(form, "Review and send"); // Next after a Change returns to the review
  await expect(review).toContainText("Discharge planner");
  await form.getByRole("button", { name: "Send referral" }).click();

  const received = visitor.getByRole("status").filter({ hasText: "Referral received" });
  await expect(received).toBeVisible({ timeout: 20_000 });
  const reference = (await received.locator("[data-reference]").first().textContent()) ?? "";
  expect(reference).toMatch(/^BC-/);
  const summary = visitor.locator("[data-print-summary]");
  await expect(summary).toContainText(`Ada ${marker}`);
  await expect(summary).toContainText("Skilled nursing, Physical therapy");
  await expect(summary).toContainText("December 1, 2026");
  await expect(summary).toContainText(`Documents sent${noteName}`);
  await expect(received.locator("[data-files-sent]")).toHaveText(
    "1 file was sent with the referral (its name is in the summary below).",
  );
  await expect(visitor.getByRole("button", { name: "Print this summary" })).toBeVisible();
  await shot(visitor, "3-confirmation-1280");
  await visitor.emulateMedia({ media: "print" });
  await expect(visitor.getByRole("heading", { name: "What happens next" }).first()).toBeHidden();
  await expect(summary).toBeVisible();
  await visitorContext.close();

  // Staff read the same values, check the practitioner, decline with a reason.
  await page.clock.runFor(15_000);
  const row = page.locator(`[data-reference="${reference}"]`);
  await expect(row).toContainText("Referral");
  await row.getByRole("link", { name: reference }).click();
  const fields = page.locator("[data-request-fields]");
  await expect(fields).toContainText(`Ada ${marker}`);
  await expect(fields).toContainText(`Hip replacement ${marker}`);
  await expect(fields).toContainText("Start of care (a new patient)");
  await expect(fields).toContainText(email);
  // The extension arrives in its normal form, and the link dials it (RFC 3966).
  await expect(fields.getByRole("link", { name: "312-555-0100 ext. 214" })).toHaveAttribute(
    "href",
    "tel:+13125550100;ext=214",
  );
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: `Download ${noteName}` }).click();
  const file = await download;
  // Saved by its reference and the kind its bytes say, never the visitor's name.
  expect(file.suggestedFilename()).toBe(`${reference}-1.pdf`);
  expect(sha256(readFileSync(await file.path()))).toBe(sha256(note));
  const panel = page.locator("[data-referral-panel]");
  const pecos = panel.getByRole("link", { name: /CMS Order and Referring/ });
  await expect(pecos).toHaveAttribute(
    "href",
    "https://data.cms.gov/provider-characteristics/medicare-provider-supplier-enrollment/order-and-referring",
  );
  await expect(panel.locator("[data-npi]")).toHaveText("1234567893");
  await panel.getByRole("radio", { name: "Decline the referral" }).check();
  await panel.getByLabel("Reason").selectOption("outside_area");
  await shot(page, "4-inbox-referral-1280");
  await panel.getByRole("button", { name: "Record and e-mail the referrer" }).click();
  await expect(panel.locator("[data-outcome-email]")).toContainText(
    "E-mail sent to the referrer on",
  );
  await expect(panel).toContainText("Declined: Outside our area");

  const sent = mail.filter((message) => message.raw.includes(reference));
  expect(sent.map((message) => message.to)).toEqual([[email]]);
  expect(sent[0]?.raw).toContain("outside the area we serve");
  expect(sent[0]?.raw).not.toContain(marker);
  expect(sent[0]?.raw).not.toContain("Lovelace");
});

test("the documents step names an oversized and a wrong-type file by the field and in the summary, and sends nothing until they are removed", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto("/refer");
  const form = page.getByRole("form", { name: "Online referral" });
  await expectHydrated(form);
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await form.getByRole("radio", { name: /Start of care/ }).check();
  await next(form, "The patient");
  await field("Patient's first name").fill("Ada");
  await field("Patient's last name").fill("Lovelace");
  await field("Patient's date of birth").fill("03/27/1948");
  await field("Address where care happens").fill("1 Main St, Chicago");
  await field("ZIP code").fill("60601");
  await next(form, "Family and contacts");
  await next(form, "Insurance");
  await field("Insurance").selectOption("unknown");
  await next(form, "Practitioner and encounter");
  await field("Referring physician or allowed practitioner").fill("Dr. Grace Hopper");
  await next(form, "Care needed");
  await field("Primary reason for home health and diagnosis").fill("Hip replacement");
  await form.getByRole("checkbox", { name: "Skilled nursing" }).check();
  await next(form, "Documents");

  const input = field("Attach files (optional)");
  const chosen = form.getByRole("list", { name: "Chosen files" });
  const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
  big.write("%PDF-1.4\n");
  await input.setInputFiles({ name: "orders.pdf", mimeType: "application/pdf", buffer: big });
  await expect(input).toHaveAccessibleDescription(
    /orders\.pdf is 10\.0 MB: each file must be 10 MB or smaller/,
  );
  await expect(chosen).toContainText("orders.pdf");
  await form.getByRole("button", { name: "Remove orders.pdf" }).click();
  await expect(input).not.toHaveAccessibleDescription(/orders\.pdf/);

  await input.setInputFiles({
    name: "meds.png",
    mimeType: "image/png",
    buffer: Buffer.from("not a picture"),
  });
  const message = "meds.png is not a file we can take: choose PDF, PNG, JPEG, HEIC";
  await expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/[().]/g, "\\$&")));
  await form.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
    message,
  );
  await expect(input).toBeFocused();
  await expect(form.getByRole("heading", { name: "Documents" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await input.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await reviewShot(page, "refer-files", "documents-errors-375");
  await form.getByRole("button", { name: "Remove meds.png" }).click();
  await expect(chosen).toHaveCount(0);
  await input.setInputFiles({
    name: "discharge.pdf",
    mimeType: "application/pdf",
    buffer: pdf(""),
  });
  await expect(chosen).toContainText("discharge.pdf");
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toHaveCount(0);
  await input.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await reviewShot(page, "refer-files", "documents-375");
  await next(form, "About you");
});

test("/refer is axe clean at 375 and 1280 px, and without JavaScript shows the phone and fax and says sending needs it", async ({
  page,
  browser,
}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/refer");
    await expectHydrated(page.getByRole("form", { name: "Online referral" }));
    expect(await axeViolations(page)).toEqual([]);
    if (width === 375) {
      await page.getByRole("heading", { name: "Refer online" }).scrollIntoViewIfNeeded();
      await reviewShot(page, "referral", "0-refer-form-375");
      await page.getByRole("radio", { name: /Resumption of care/ }).check();
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByRole("heading", { name: "The patient" })).toBeFocused();
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.locator("[data-slot=error-summary]")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await reviewShot(page, "referral", "0-refer-errors-375");
    }
  }
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto("/refer");
  await expect(noScript.locator("[data-refer-lines]")).toContainText("Referral phone");
  await expect(noScript.locator("[data-refer-lines]")).toContainText("847-568-1033");
  await expect(noScript.locator("[data-refer-fax]")).toBeVisible();
  await expect(noScript.locator("[data-no-script-notice]")).toBeVisible();
  await context.close();
});
