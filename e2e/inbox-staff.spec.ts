import { expect, test, type Browser, type Page } from "@playwright/test";
import { uniqueMarker } from "./support/intake";
import {
  addAuthenticator,
  enrol,
  importAgencyKey,
  inviteToken,
  sendContactRequest,
} from "./support/inbox";
import { isolatedPort, startIsolatedServer, type IsolatedServer } from "./support/isolated-server";

/*
 * Staff and grants (docs/INBOX-DESIGN.md): an admin invites a second admin, who invites a colleague
 * whose passkey has no PRF (a device key in that browser's IndexedDB). Each reads the same
 * request after being granted access; the disabled colleague's session ends, their keys and
 * grants go, and the admin rotates the agency key.
 */
test.describe.configure({ mode: "default", timeout: 120_000 });

// On a server of its own: it registers (and rotates) agency keys, and the shared server's forms
// seal to the sample keys.
const port = isolatedPort(1);
test.use({ baseURL: `http://localhost:${port}` });
let server: IsolatedServer;
test.beforeAll(async () => {
  server = await startIsolatedServer({ port });
});
test.afterAll(async () => {
  await server?.stop();
});

/** A new browser context (its own cookies, IndexedDB and virtual authenticator). */
async function person(browser: Browser, prf: boolean): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await addAuthenticator(page, { prf });
  return page;
}

async function openStaff(page: Page) {
  await page.getByRole("link", { name: "Requests", exact: true }).click();
  await page.getByRole("link", { name: "Staff", exact: true }).click();
  await expect(page.getByRole("list", { name: "Staff members" })).toBeVisible();
}

async function inviteFromStaffPage(page: Page, name: string, role: "Staff" | "Administrator") {
  await openStaff(page);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Role").selectOption({ label: role });
  await page.getByRole("button", { name: "Create invitation" }).click();
  const link = await page.getByLabel(/^Invitation link/).inputValue();
  const token = /#invite=([A-Za-z0-9_-]+)$/.exec(link)?.[1];
  expect(token, link).toBeTruthy();
  return token ?? "";
}

async function grant(page: Page, name: string) {
  await openStaff(page);
  await page.getByRole("button", { name: `Grant access ${name}` }).click();
  await expect(page.locator("[data-announcer]")).toContainText(`${name} was granted access`);
}

/** Reloading ends the session (the keys lived in the page): sign in again with the passkey. */
async function signInAgain(page: Page) {
  await page.reload();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No key to the requests yet" })).toBeHidden();
}

async function expectReads(page: Page, reference: string, marker: string) {
  await page.getByRole("link", { name: reference }).click();
  await expect(page.locator("[data-request-fields] dd")).toHaveText([
    `Ada ${marker}`,
    `${marker}@example.com`,
    "847-555-0142",
    `Wound care after surgery ${marker}`,
  ]);
}

test("a second admin invites a colleague who reads the request on a device key; disabled, their session and grants end, and the key is rotated", async ({
  browser,
}) => {
  const suffix = uniqueMarker("T").slice(-6);
  const [first, second, colleague] = [
    `Fay First ${suffix}`,
    `Sam Second ${suffix}`,
    `Cal Colleague ${suffix}`,
  ];
  const marker = uniqueMarker("StaffMarker");
  const reference = await sendContactRequest(browser, marker);

  const admin = await person(browser, true);
  await enrol(admin, await inviteToken(first, { admin: true, dataDir: server.dataDir }));
  await importAgencyKey(admin);

  const admin2 = await person(browser, true);
  await enrol(admin2, await inviteFromStaffPage(admin, second, "Administrator"));
  await expect(admin2.getByText("Ask an administrator to grant you access")).toBeHidden();
  await grant(admin, second);
  await signInAgain(admin2);
  await expectReads(admin2, reference, marker);

  const staff = await person(browser, false);
  await enrol(staff, await inviteFromStaffPage(admin2, colleague, "Staff"));
  await expect(staff.getByText("Ask an administrator to grant you access")).toBeVisible();
  await grant(admin2, colleague);
  await signInAgain(staff);
  await expectReads(staff, reference, marker);

  admin2.once("dialog", (dialog) => void dialog.accept());
  await admin2.getByRole("link", { name: "Staff", exact: true }).click();
  await admin2.getByRole("button", { name: `Disable ${colleague}` }).click();
  const row = admin2.locator(`[data-staff="${colleague}"]`);
  await expect(row).toContainText("Disabled");
  await expect(row).toContainText("0 member keys.");
  await expect(row).toContainText("Holds: no agency key.");

  // The colleague's next request is refused: the page signs out and forgets the keys.
  await staff.getByRole("link", { name: "Back to the requests" }).click();
  await expect(staff.getByText("Your session ended. Sign in again.")).toBeVisible();
  await staff.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(staff.getByRole("alert")).toContainText("not accepted");

  await admin2.getByRole("button", { name: "Rotate the agency key" }).click();
  await expect(admin2.locator("[data-new-recipient]")).toHaveText(/^age1[02-9ac-hj-np-z]{58}$/);
  await openStaff(admin2);
  await expect(admin2.locator(`[data-staff="${first}"]`)).toContainText(
    /Agency key \d{4}-\d{2}-\d{2}/,
  );
});
