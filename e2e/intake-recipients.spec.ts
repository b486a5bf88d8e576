import { writeFileSync } from "node:fs";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { expect, test, type Page } from "@playwright/test";
import { CONTACT_CONSENT } from "../test/spec";
import { expectHydrated } from "./support/hydration";
import { addAuthenticator, enrol, inviteToken } from "./support/inbox";
import { readSubmissions, uniqueMarker } from "./support/intake";
import { isolatedPort, startIsolatedServer, type IsolatedServer } from "./support/isolated-server";

/*
 * Issue 30: a key registered in the inbox applies to the very next request, with no rebuild
 * and no restart. A fresh agency (a server of its own) starts on the sample keys, and its forms
 * say so; a visitor fills the contact form; an admin imports a brand-new agency key; the visitor
 * then sends, from the page they had open: the request opens with the new key only.
 */
const port = isolatedPort(3);
test.use({ baseURL: `http://localhost:${port}` });
test.describe.configure({ mode: "default", timeout: 120_000 });

let server: IsolatedServer;
test.beforeAll(async () => {
  server = await startIsolatedServer({ port });
});
test.afterAll(async () => {
  await server?.stop();
});

async function fillContact(page: Page, marker: string) {
  const form = page.getByRole("form", { name: "Request Care Information" });
  await expectHydrated(form);
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field("Full Name").fill(`Ada ${marker}`);
  await field("Email Address").fill(`${marker}@example.com`);
  await field("Phone Number").fill("847-555-0142");
  await field("Tell Us About Your Needs").fill(`Wound care after surgery ${marker}`);
  await form.getByRole("checkbox", { name: CONTACT_CONSENT }).check();
  return form;
}

test("a request sent after a key was registered in the inbox is sealed to that key, no rebuild, no restart", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const samples = await (await request.get("/api/v1/recipients")).json();
  expect(samples).toMatchObject({ sample: true, pinned: null });

  // A visitor on the contact page while the agency is on the sample keys: the form says so.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/contact");
  const marker = uniqueMarker("NewKey");
  const form = await fillContact(visitor, marker);
  const notice = form.locator("[data-sample-keys-notice]");
  await expect(notice).toContainText("This site is not set up yet");
  await expect(notice).toHaveAttribute("data-placeholder", "intake.recipients");

  // An admin imports a brand-new agency identity in the inbox.
  const identity = await generateX25519Identity();
  const recipient = await identityToRecipient(identity);
  const keyFile = testInfo.outputPath("new-agency.key");
  writeFileSync(keyFile, `# public key: ${recipient}\n${identity}\n`);
  await addAuthenticator(page, { prf: true });
  await enrol(page, await inviteToken("Key Admin", { admin: true, dataDir: server.dataDir }));
  await page.getByText("Or import a key made with npm run intake -- keygen").click();
  await page.getByLabel("Or paste it").fill(`${identity}\n`);
  await page.getByRole("button", { name: "Import the key" }).click();
  await expect(page.locator("[data-key-setup]")).toBeHidden();
  expect(await (await request.get("/api/v1/recipients")).json()).toEqual({
    recipients: [recipient],
    sample: false,
    pinned: null,
  });

  // The visitor sends from the page they had open (never reloaded).
  await form.getByRole("button", { name: "Send Request" }).click();
  const received = visitor.getByRole("status").filter({ hasText: "Request received" });
  await expect(received).toBeVisible({ timeout: 20_000 });
  const reference = (await received.locator("[data-reference]").textContent()) ?? "";
  expect(reference).not.toBe("");

  const line = (rows: Record<string, unknown>[]) =>
    JSON.stringify(rows.find((row) => row.reference === reference) ?? null);
  const withNewKey = await readSubmissions({ dataDir: server.dataDir, identity: keyFile });
  expect(line(withNewKey)).toContain(marker);
  const withSample = await readSubmissions({ dataDir: server.dataDir });
  expect(line(withSample)).toContain("cannot decrypt");
  expect(line(withSample)).not.toContain(marker);

  // A page opened now learns the agency is set up (its look on hydration): no notice.
  const next = await (await browser.newContext()).newPage();
  const asked = next.waitForResponse((response) => response.url().endsWith("/api/v1/recipients"));
  await next.goto("/contact");
  await fillContact(next, uniqueMarker("After"));
  expect(await (await asked).json()).toMatchObject({ sample: false });
  await expect(next.locator("[data-sample-keys-notice]")).toHaveCount(0);
});
