import { expectHydrated } from "./support/hydration";
import { expect, test } from "@playwright/test";
import { uniqueMarker } from "./support/intake";
import {
  addAuthenticator,
  axeViolations,
  enrol,
  importAgencyKey,
  inviteToken,
  sendContactRequest,
} from "./support/inbox";
import { isolatedPort, startIsolatedServer, type IsolatedServer } from "./support/isolated-server";

/*
 * The staff inbox (docs/INBOX-DESIGN.md) against `npm start`: a passkey on Chromium's virtual
 * authenticator (PRF on), the sample agency identity imported in the page, a visitor's request
 * arriving without a reload, read in the browser, answered, and audited.
 */
test.describe.configure({ mode: "default", timeout: 90_000 });

// On a server of its own: it registers agency keys, and the shared server's forms
// seal to the sample keys.
const port = isolatedPort(0);
test.use({ baseURL: `http://localhost:${port}` });
let server: IsolatedServer;
test.beforeAll(async () => {
  server = await startIsolatedServer({ port });
});
test.afterAll(async () => {
  await server?.stop();
});

test("an admin enrols, imports the agency key, sees a new request arrive, reads it exactly, marks it contacted, and the audit shows it", async ({
  page,
  browser,
}) => {
  await page.clock.install();
  await addAuthenticator(page, { prf: true });
  await enrol(page, await inviteToken("Ada Admin", { admin: true, dataDir: server.dataDir }));
  await expect(page).toHaveURL(/\/inbox$/); // the invitation left the address
  await expect(page.locator("#inbox-user")).toContainText("Ada Admin");
  await importAgencyKey(page);

  const marker = uniqueMarker("InboxMarker");
  const reference = await sendContactRequest(browser, marker);
  const row = page.locator(`[data-reference="${reference}"]`);
  await expect(row).toHaveCount(0);
  await page.clock.runFor(15_000);
  await expect(row).toBeVisible();
  await expect(row).toContainText("Care request");
  await expect(row).toHaveAttribute("data-read", "false");
  await expect(page.locator("[data-announcer]")).toHaveText(/new request/);

  await row.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Request ${reference}` })).toBeFocused();
  const fields = page.locator("[data-request-fields]");
  await expect(fields.locator("dd")).toHaveText([
    `Ada ${marker}`,
    `${marker}@example.com`,
    "847-555-0142",
    `Wound care after surgery ${marker}`,
  ]);
  await expect(fields.getByRole("link", { name: "847-555-0142" })).toHaveAttribute(
    "href",
    "tel:+18475550142",
  );
  await expect(fields.getByRole("link", { name: `${marker}@example.com` })).toHaveAttribute(
    "href",
    `mailto:${marker}@example.com`,
  );
  await expect(page.locator("[data-opened-by]")).toHaveText("Opened with Agency key.");

  await page.getByRole("button", { name: "Mark contacted" }).click();
  await expect(page.locator("[data-status]").first()).toHaveText("Contacted");

  await page.getByRole("link", { name: "Audit" }).click();
  await expect(page.locator("[data-chain]")).toHaveAttribute("data-chain", "verified");
  const audited = page.locator("tr[data-action]").filter({ hasText: reference }); // the table (1280 px)
  await expect(audited.filter({ hasText: "status" })).toHaveCount(1);
  await expect(audited.filter({ hasText: "view" })).toHaveCount(1);
  await expect(audited.filter({ hasText: "status" })).toContainText("Ada Admin");
});

test("adding a passkey first asks for a passkey again (user verified), then adds it in one click", async ({
  page,
}) => {
  const authenticator = await addAuthenticator(page, { prf: true });
  const name = `Reauth Admin ${uniqueMarker("R").slice(-6)}`;
  await enrol(page, await inviteToken(name, { admin: true, dataDir: server.dataDir }));
  const [first] = await authenticator.credentials();
  if (!first) throw new Error("no passkey after enrolment");
  const verified: number[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith("/api/v1/reauth/verify")) verified.push(response.status());
  });
  // The authenticator holds the enrolled passkey, which the service excludes from a new
  // registration (one passkey per device). Once it has answered the re-authentication, it is
  // taken off, as if the new passkey were made on another device.
  let signedAgain = 0;
  await page.route("**/api/v1/passkeys/options", async (route) => {
    if (verified.length > 0) {
      const held = await authenticator.credentials();
      signedAgain = held.find((each) => each.credentialId === first.credentialId)?.signCount ?? 0;
      await authenticator.remove(first.credentialId);
    }
    await route.continue();
  });

  await page.getByRole("link", { name: "My settings" }).click();
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.locator("[data-announcer]")).toHaveText(/Passkey added/);
  // The enrolled passkey answered the re-authentication (it signed once more, verified), and
  // the new one is on the authenticator.
  expect(verified).toEqual([200]);
  expect(signedAgain).toBeGreaterThan(first.signCount);
  const after = await authenticator.credentials();
  expect(after.map((each) => each.credentialId)).not.toContain(first.credentialId);
  expect(after).toHaveLength(1);
  await page.getByRole("link", { name: "Audit" }).click();
  const rows = page.locator("tr[data-action]").filter({ hasText: name });
  await expect(rows.and(page.locator("[data-action='reauth']"))).toHaveCount(1);
  await expect(rows.and(page.locator("[data-action='passkey_add']"))).toHaveCount(1);
});

test("the inbox signs out after 15 minutes without activity, warning a minute before", async ({
  page,
}) => {
  await page.clock.install();
  await addAuthenticator(page, { prf: true });
  await enrol(page, await inviteToken("Idle Admin", { admin: true, dataDir: server.dataDir }));
  // The list's answer restarts the idle clock: let it arrive before time jumps.
  await expect(page.locator("[data-oldest]")).toBeVisible();

  await page.clock.fastForward("13:30");
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await page.clock.fastForward("00:31");
  const warning = page.getByRole("alertdialog", { name: "You will be signed out in a minute" });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole("button", { name: "Stay signed in" })).toBeFocused();

  // Staying restarts the clock; then 15 quiet minutes sign out.
  await warning.getByRole("button", { name: "Stay signed in" }).click();
  await expect(warning).toBeHidden();
  await page.clock.fastForward("13:30");
  await expect(warning).toBeHidden();
  await page.clock.fastForward("00:31");
  await expect(warning).toBeVisible();
  await page.clock.fastForward("01:00");
  await expect(
    page.getByText("You were signed out after 15 minutes without activity."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
  await expect(page.locator("#inbox-user")).toBeEmpty();
});

test("without JavaScript the inbox page says it needs it, and it is not indexed", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto("/inbox");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("The staff inbox needs JavaScript")).toBeVisible();
  await expect(page.getByRole("button")).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).not.toContain("google");
  await context.close();
});

for (const width of [375, 1280]) {
  test(`the inbox's sign-in, list, request and audit views are axe clean at ${width} px`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/inbox");
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await addAuthenticator(page, { prf: true });
    await enrol(
      page,
      await inviteToken(`Axe Admin ${width}`, { admin: true, dataDir: server.dataDir }),
    );
    await importAgencyKey(page);
    const reference = await sendContactRequest(browser, uniqueMarker("AxeMarker"));
    await page.reload();
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
    await expect(page.locator(`[data-reference="${reference}"]`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: reference }).click();
    await expect(page.locator("[data-request-fields]")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Audit" }).click();
    await expect(page.locator("[data-chain]")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Staff" }).click();
    await expect(page.getByRole("list", { name: "Staff members" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("public pages load none of the inbox's code (passkeys, its views), even once a form loads age", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/");
  await page.goto("/contact");
  // A field filled before the island hydrates never asks for the sealing code.
  await expectHydrated(page.getByRole("form", { name: "Request Care Information" }));
  await page.getByLabel("Full Name", { exact: true }).fill("A");
  await expect.poll(() => scripts.some((url) => /\/seal\.[^/]+\.js$/.test(url))).toBe(true);
  expect(scripts.filter((url) => url.includes("inbox"))).toEqual([]);
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    expect(body, url).not.toContain("WebAuthn is not supported in this browser");
    expect(body, url).not.toContain("Sign in with a passkey");
  }
});
