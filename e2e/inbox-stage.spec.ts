import { expect, test, type Browser } from "@playwright/test";
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
test.beforeAll(async () => {
  server = await startIsolatedServer({ port });
});
test.afterAll(async () => {
  await server?.stop();
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
