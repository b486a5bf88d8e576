import { expect, test, type Browser, type Locator } from "@playwright/test";
import type { SMTPServer } from "smtp-server";
import { startSmtpSink, type SunkMail } from "../test/smtp-sink";
import { CONTACT_CONSENT } from "../test/spec";
import { expectHydrated } from "./support/hydration";
import { uniqueMarker } from "./support/intake";
import {
  addAuthenticator,
  axeViolations,
  enrol,
  importAgencyKey,
  inviteToken,
} from "./support/inbox";
import { isolatedPort, startIsolatedServer, type IsolatedServer } from "./support/isolated-server";
import { reviewShots } from "./support/shots";

/*
 * The inbox moves the stage (issue 31) against `npm start`: a visitor's contact request with
 * its status link; staff record "first visit scheduled" with a day, "completed", a public note
 * and withdraw the link, through the request's panel; the API's detail and the visitor's
 * status page follow each step.
 */
test.describe.configure({ mode: "default", timeout: 120_000 });

// On a server of its own: it imports the agency key (the shared server keeps the samples).
const port = isolatedPort(11);
test.use({ baseURL: `http://localhost:${port}` });
let server: IsolatedServer;
// The referrer's e-mails: the isolated server's SMTP_URL is its port + 1.
const mail: SunkMail[] = [];
let sink: SMTPServer;
test.beforeAll(async () => {
  // A fresh embedded PostgreSQL: over 30 s on a loaded machine (2 cores, other runs).
  test.setTimeout(150_000);
  sink = await startSmtpSink(port + 1, mail);
  server = await startIsolatedServer({ port });
});
test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => sink.close(() => resolve(undefined)));
});

/** A visitor's contact request: its reference and the status link its confirmation gives. */
async function sendWithLink(browser: Browser, marker: string) {
  const visitor = await browser.newPage();
  await visitor.goto("/contact");
  const form = visitor.getByRole("form", { name: "Request Care Information" });
  await expectHydrated(form);
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field("Full Name").fill(`Ada ${marker}`);
  await field("Email Address").fill(`${marker}@example.com`);
  await field("Phone Number").fill("847-555-0142");
  await field("Tell Us About Your Needs").fill(`Wound care ${marker}`);
  await form.getByRole("checkbox", { name: CONTACT_CONSENT }).check();
  await form.getByRole("button", { name: "Send Request" }).click();
  const received = visitor.getByRole("status").filter({ hasText: "Request received" });
  await expect(received).toBeVisible({ timeout: 20_000 });
  const reference = (await received.locator("[data-reference]").textContent()) ?? "";
  const url = (await visitor.locator("[data-status-url]").textContent()) ?? "";
  expect(url).toMatch(/\/status#[A-Za-z0-9_-]{22}$/);
  await visitor.close();
  return { reference, url };
}

/** A referral with the fewest answers the form takes, and the referrer's address. */
async function sendReferral(browser: Browser, marker: string, email: string) {
  const visitor = await browser.newPage();
  await visitor.goto("/refer");
  const form = visitor.getByRole("form", { name: "Online referral" });
  await expectHydrated(form);
  const field = (label: string) => form.getByLabel(label, { exact: true });
  const next = async (heading: string, scope: Locator = form) => {
    await scope.getByRole("button", { name: "Next" }).click();
    await expect(scope.getByRole("heading", { name: heading })).toBeFocused();
  };
  await form.getByRole("radio", { name: /Start of care/ }).check();
  await next("The patient");
  await field("Patient's first name").fill(`Ada ${marker}`);
  await field("Patient's last name").fill("Lovelace");
  await field("Patient's date of birth").fill("03/27/1948");
  await field("Address where care happens").fill(`1 Main St ${marker}, Chicago`);
  await field("ZIP code").fill("60601");
  await next("Family and contacts");
  await next("Insurance");
  await field("Insurance").selectOption("medicare");
  await next("Practitioner and encounter");
  await field("Referring physician or allowed practitioner").fill("Dr. Grace Hopper");
  await next("Care needed");
  await field("Primary reason for home health and diagnosis").fill(`Hip ${marker}`);
  await form.getByRole("checkbox", { name: "Skilled nursing" }).check();
  await next("Documents");
  await next("About you");
  await field("Your name").fill("Cy Planner");
  await field("Your phone").fill("312-555-0100");
  await field("Your e-mail (optional)").fill(email);
  await next("Review and send");
  await form.getByRole("button", { name: "Send referral" }).click();
  const received = visitor.getByRole("status").filter({ hasText: "Referral received" });
  await expect(received).toBeVisible({ timeout: 20_000 });
  const reference = (await received.locator("[data-reference]").first().textContent()) ?? "";
  await visitor.close();
  return reference;
}

test("staff add the first visit (scheduled with its day, completed), a public note, and withdraw the link; the API and the status page follow", async ({
  page,
  browser,
}) => {
  await page.clock.install();
  await addAuthenticator(page, { prf: true });
  await enrol(page, await inviteToken("Stage Admin", { admin: true, dataDir: server.dataDir }));
  await importAgencyKey(page);

  const { reference, url } = await sendWithLink(browser, uniqueMarker("StageMarker"));
  const row = page.locator(`[data-reference="${reference}"]`);
  await page.clock.runFor(15_000);
  await row.getByRole("link", { name: reference }).click();
  const panel = page.locator("[data-request-stage]");
  await expect(
    panel.getByRole("heading", { name: "What the visitor's status link shows" }),
  ).toBeVisible();
  await expect(panel.locator("[data-visitor-stage]")).toHaveText(
    "The visitor sees: “We have your request.”",
  );

  const scheduled = panel.locator('[data-milestone="first_visit_scheduled"]');
  await scheduled.getByLabel("First visit scheduled: the day").fill("2026-12-01");
  await scheduled.getByRole("button", { name: "Record" }).click();
  await expect(scheduled.locator("[data-recorded]")).toContainText(
    "First visit scheduled: Tuesday, December 1, 2026 (recorded",
  );
  await panel.getByRole("button", { name: "Mark the first visit completed" }).click();
  await expect(
    panel.locator('[data-milestone="first_visit_completed"] [data-recorded]'),
  ).toContainText("First visit completed (recorded");
  await panel.getByLabel("Note on the status page").selectOption({
    label: "We are waiting for the doctor's order.",
  });
  await panel.getByRole("button", { name: "Save the note" }).click();
  await expect(panel.getByText(/^Shown since/)).toBeVisible();
  await expect(page.locator("[data-announcer]")).toHaveText("Note saved.");
  await reviewShots(page, "inbox-stage", "1-recorded");
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  const detail = async () => {
    const answer = await page.request.get(`/api/v1/requests/${reference}`);
    expect(answer.status()).toBe(200);
    return (await answer.json()).stage;
  };
  expect(await detail()).toMatchObject({
    link: { revokedAt: null },
    milestones: [
      { kind: "first_visit_scheduled", date: "2026-12-01" },
      { kind: "first_visit_completed", date: null },
    ],
    note: { code: "waiting_for_doctor_order" },
  });

  const visitor = await browser.newPage();
  await visitor.goto(url);
  const main = visitor.locator("main");
  await expect(main).toContainText("First visit scheduled for Tuesday, December 1, 2026");
  await expect(main).toContainText("First visit completed");
  await expect(main).toContainText("We are waiting for the doctor's order.");

  await panel.getByRole("button", { name: "Withdraw the status link" }).click();
  const dialog = page.getByRole("dialog", { name: "Withdraw this status link?" });
  await expect(dialog).toBeVisible();
  await reviewShots(page, "inbox-stage", "2-confirm");
  await dialog.getByRole("button", { name: "Withdraw it" }).click();
  await expect(panel.locator("[data-withdrawn]")).toContainText("You withdrew this link on");
  await expect(panel.getByRole("button", { name: "Withdraw the status link" })).toHaveCount(0);
  await reviewShots(page, "inbox-stage", "3-withdrawn");
  expect((await detail()).link.revokedAt).toEqual(expect.any(String));

  await visitor.goto(url);
  await expect(main).toContainText("This link was withdrawn by the office");
  await visitor.close();

  // The history names each change.
  const history = page.locator("[data-history]");
  await expect(history.locator('[data-action="milestone"]')).toHaveCount(2);
  await expect(history.locator('[data-action="public_note"]')).toHaveCount(1);
  await expect(history.locator('[data-action="status_link_revoked"]')).toContainText(
    "status link withdrawn",
  );
});

test("a referral's first visit waits for its acceptance, then e-mails the referrer the reference, the milestone and the day only", async ({
  page,
  browser,
}) => {
  await page.clock.install();
  await addAuthenticator(page, { prf: true });
  await enrol(page, await inviteToken("Stage Staff", { admin: true, dataDir: server.dataDir }));
  await importAgencyKey(page);
  const marker = uniqueMarker("StageReferral");
  const email = `${marker.toLowerCase()}@clinic.test`;
  const reference = await sendReferral(browser, marker, email);
  await page.clock.runFor(15_000);
  await page
    .locator(`[data-reference="${reference}"]`)
    .getByRole("link", { name: reference })
    .click();

  const panel = page.locator("[data-request-stage]");
  await expect(panel.getByLabel("First visit scheduled: the day")).toBeDisabled();
  await expect(
    panel.getByText("Accept the referral first", { exact: false }).first(),
  ).toBeVisible();
  await page.getByRole("radio", { name: "Accept the referral" }).check();
  await page.getByRole("button", { name: "Record and e-mail the referrer" }).click();
  await expect(page.locator("[data-referral-outcome]")).toHaveAttribute(
    "data-referral-outcome",
    "accepted",
  );

  await expect(panel).toContainText(`The referrer is e-mailed each first-visit step at ${email}.`);
  const scheduled = panel.locator('[data-milestone="first_visit_scheduled"]');
  await scheduled.getByLabel("First visit scheduled: the day").fill("2026-12-01");
  await scheduled.getByRole("button", { name: "Record" }).click();
  await expect(page.locator("[data-announcer]")).toHaveText(
    "Milestone recorded and e-mailed to the referrer.",
  );
  await reviewShots(page, "inbox-stage", "4-referral");

  const sent = mail.filter((message) => message.raw.includes("first visit scheduled"));
  expect(sent.map((message) => message.to)).toEqual([[email]]);
  const raw = sent[0]?.raw.replace(/=\r?\n/g, "") ?? "";
  expect(raw).toContain(`Subject: Referral ${reference}: first visit scheduled`);
  expect(raw).toContain("is scheduled for Tuesday, December 1, 2026.");
  expect(raw).not.toContain(marker);
  expect(raw).not.toContain("Lovelace");
});
