import { expect, test, type Browser, type Page } from "@playwright/test";
import { uniqueMarker } from "./support/intake";
import { reviewShots } from "./support/shots";
import {
  addAuthenticator,
  axeViolations,
  enrol,
  importAgencyKey,
  sendContactRequest,
} from "./support/inbox";
import {
  isolatedPort,
  runIntakeCli,
  startIsolatedServer,
  type IsolatedServer,
} from "./support/isolated-server";

/*
 * The team and a lost passkey (docs/INBOX-DESIGN.md): an admin invites a colleague with an e-mail from
 * the inbox; the colleague enrols without PRF and is told their key lives in that browser; a
 * grant reaches their open page at its next poll; the admin makes them an admin; the colleague
 * loses their passkey and is re-invited (old passkey gone, history kept); then the first admin
 * loses theirs and gets a new one from the shell (`invite --admin --for EMAIL`).
 */
test.describe.configure({ mode: "default", timeout: 240_000 });

// On a server of its own: it registers agency keys and replaces passkeys.
const port = isolatedPort(6);
test.use({ baseURL: `http://localhost:${port}` });
let server: IsolatedServer;
test.beforeAll(async () => {
  server = await startIsolatedServer({ port });
});
test.afterAll(async () => {
  await server?.stop();
});

/**
 * The next poll, now: both the list's poll and the grant poll run every 15 s
 * (use-grant-poll.ts, use-request-feed.ts). Each person's page runs on Playwright's clock, which
 * flows as real time does until a test jumps it 15 s ahead: every 15 s timer fires once, at
 * once, instead of the test waiting up to 15 s for it (three grants and a sign-out here). The
 * same poll code runs; the test then waits for what it brings, as before.
 */
async function nextPoll(page: Page) {
  await page.clock.fastForward("00:15");
}
const NO_KEY = "Ask an administrator to grant you access";
/** Shown to staff and admins alike while no key is held (admins are offered an import). */
const noKey = (page: Page) => page.getByRole("heading", { name: "No key to the requests yet" });
const DEVICE_WARNING = "Your key lives in this browser only";

async function person(browser: Browser, prf: boolean) {
  const context = await browser.newContext();
  await context.clock.install();
  const page = await context.newPage();
  const authenticator = await addAuthenticator(page, { prf });
  // Confirmations (role, re-invite) are accepted; the passkey prompts answer by themselves.
  page.on("dialog", (dialog) => void dialog.accept());
  return { page, authenticator };
}

/** The staff view, read again (through the requests: the same address would not reload it). */
async function openStaff(page: Page) {
  await page.getByRole("link", { name: "Requests", exact: true }).click();
  await page.getByRole("link", { name: "Staff", exact: true }).click();
  await expect(page.getByRole("list", { name: "Staff members" })).toBeVisible();
}

const tokenOf = (link: string) => /#invite=([A-Za-z0-9_-]+)$/.exec(link)?.[1] ?? "";

async function grant(page: Page, name: string) {
  await openStaff(page);
  await page.getByRole("button", { name: `Grant access ${name}` }).click();
  await expect(page.locator("[data-announcer]")).toContainText(`${name} was granted access`);
}

async function expectReads(page: Page, reference: string, marker: string) {
  await page.getByRole("link", { name: "Requests", exact: true }).click();
  await page.getByRole("link", { name: reference }).click();
  await expect(page.locator("[data-request-fields] dd").first()).toHaveText(`Ada ${marker}`);
}

test("invite with an e-mail, a device key, a grant while open, a role, and two lost passkeys", async ({
  browser,
}) => {
  const suffix = uniqueMarker("T").slice(-6);
  const [adminName, colleague] = [`Ann Admin ${suffix}`, `Cole League ${suffix}`];
  const [adminEmail, colleagueEmail] = [
    `ann${suffix}@agency.example`,
    `cole${suffix}@agency.example`,
  ];

  // The first admin, from the shell: the link is on this server's own port (recorded at start).
  const first = await runIntakeCli(["invite", "--admin", adminName], { dataDir: server.dataDir });
  expect(first.stdout).toContain("the address the server recorded");
  expect(first.stdout).toContain(`http://localhost:${port}/inbox/#invite=`);
  const admin = await person(browser, true);
  await enrol(admin.page, tokenOf(first.stdout.trim()));
  await importAgencyKey(admin.page);
  const marker = uniqueMarker("TeamMarker");
  const reference = await sendContactRequest(browser, marker);

  // The admin's own e-mail, in Settings.
  await admin.page.getByRole("link", { name: "My settings", exact: true }).click();
  await admin.page.getByLabel("E-mail for alerts").fill(adminEmail);
  await admin.page.getByRole("button", { name: "Save my e-mail" }).click();
  await expect(admin.page.locator("[data-announcer]")).toContainText("Your e-mail was saved.");

  // A colleague invited from the inbox, with an e-mail; listed as pending until used.
  await openStaff(admin.page);
  await admin.page.getByLabel("Name", { exact: true }).fill(colleague);
  await admin.page.getByLabel("E-mail (for alerts)").fill(colleagueEmail);
  await admin.page.getByRole("button", { name: "Create invitation" }).click();
  const link = await admin.page.getByLabel(/^Invitation link/).inputValue();
  await expect(admin.page.locator(`[data-invitation="${colleague}"]`)).toContainText(
    colleagueEmail,
  );
  expect(await axeViolations(admin.page)).toEqual([]);
  await reviewShots(admin.page, "inbox", "staff");

  // Without PRF: a device key, and the warning that it lives in this browser.
  const cole = await person(browser, false);
  await enrol(cole.page, tokenOf(link));
  await expect(cole.page.getByText(DEVICE_WARNING)).toBeVisible();
  await expect(cole.page.getByText(NO_KEY)).toBeVisible();

  // The grant reaches the open page at its next poll: no sign-out.
  await grant(admin.page, colleague);
  await nextPoll(cole.page);
  await expect(noKey(cole.page)).toBeHidden();
  await expectReads(cole.page, reference, marker);
  await cole.page.getByRole("link", { name: "My settings", exact: true }).click();
  await expect(cole.page.getByText(DEVICE_WARNING)).toBeVisible();
  // Once on the screen, not twice (the enrolment's notice gives way to Settings' own).
  await expect(cole.page.locator("[data-device-key-warning]")).toHaveCount(1);
  expect(await axeViolations(cole.page)).toEqual([]);
  await reviewShots(cole.page, "inbox", "settings-device-key");

  // An admin now (after a fresh passkey check, which the authenticator answers).
  await openStaff(admin.page);
  const row = admin.page.locator(`[data-staff="${colleague}"]`);
  await expect(row).toContainText(`E-mail: ${colleagueEmail}.`);
  await admin.page.getByRole("button", { name: `Make administrator ${colleague}` }).click();
  await expect(row).toContainText("(administrator)");

  // The colleague loses their passkey; the admin re-invites the same account.
  for (const credential of await cole.authenticator.credentials()) {
    await cole.authenticator.remove(credential.credentialId);
  }
  await admin.page.getByRole("button", { name: `Re-invite (lost passkey) ${colleague}` }).click();
  const again = await admin.page
    .getByLabel(`New passkey link for ${colleague}`, { exact: false })
    .inputValue();
  await expect(admin.page.locator(`[data-invitation="${colleague}"]`)).toContainText(
    "new passkey for an existing account",
  );
  await enrol(cole.page, tokenOf(again));
  expect(await cole.authenticator.credentials()).toHaveLength(1);
  await expect(noKey(cole.page)).toBeVisible();
  await openStaff(admin.page);
  await expect(row).toContainText("(administrator)");
  await expect(row).toContainText("1 member key (key in one browser).");
  await expect(row).toContainText("Holds: no agency key.");
  // History kept: the first enrolment and the re-enrolment are the same person's rows.
  await admin.page.getByRole("link", { name: "Audit", exact: true }).click();
  const rows = admin.page.locator("tr[data-action]").filter({ hasText: colleague });
  await expect(rows.and(admin.page.locator("[data-action='enrol']"))).toHaveCount(1);
  await expect(rows.and(admin.page.locator("[data-action='reenrol']"))).toHaveCount(1);
  await grant(admin.page, colleague);
  await nextPoll(cole.page);
  await expect(noKey(cole.page)).toBeHidden();
  await expectReads(cole.page, reference, marker);

  // No admin can sign in on the first admin's device any more: a new passkey from the shell.
  const shell = await runIntakeCli(["invite", "--admin", "--for", adminEmail.toUpperCase()], {
    dataDir: server.dataDir,
  });
  expect(shell.stdout).toContain(`New passkey link for ${adminName} (admin)`);
  const unknown = await runIntakeCli(["invite", "--admin", "--for", "nobody@agency.example"], {
    dataDir: server.dataDir,
  }).catch((error: { stderr: string }) => error);
  expect(unknown.stderr).toContain("No active account has the e-mail nobody@agency.example");
  const newDevice = await person(browser, true);
  await enrol(newDevice.page, tokenOf(shell.stdout.trim()));
  await expect(noKey(newDevice.page)).toBeVisible();
  // The colleague, an admin now, grants the new passkey; the open page opens it at its poll.
  await grant(cole.page, adminName);
  await nextPoll(newDevice.page);
  await expect(noKey(newDevice.page)).toBeHidden();
  await expectReads(newDevice.page, reference, marker);
  // The old device's session ended with its passkey (its next poll, or click, hears so).
  await nextPoll(admin.page);
  await expect(admin.page.getByText("Your session ended. Sign in again.")).toBeVisible();
});
