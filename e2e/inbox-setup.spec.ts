import { readFileSync } from "node:fs";
import { armor, Decrypter } from "age-encryption";
import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { readSubmissions, uniqueMarker } from "./support/intake";
import { reviewShots } from "./support/shots";
import {
  addAuthenticator,
  axeViolations,
  enrol,
  inviteToken,
  sendContactRequest,
} from "./support/inbox";
import { isolatedPort, startIsolatedServer, type IsolatedServer } from "./support/isolated-server";

/*
 * A fresh agency set up in the browser (issue 30): the first admin, invited from the CLI, makes
 * the agency's keys in the inbox, saves the recovery kit, and from then on the kit file alone
 * opens every request and note; after a rotation and after the recovery key is replaced, a new
 * request still opens (the new kit alone opens it). On a server of its own: it registers keys.
 */
const port = isolatedPort(7);
test.use({ baseURL: `http://localhost:${port}` });
test.describe.configure({ mode: "default", timeout: 300_000 });

let server: IsolatedServer;
test.beforeAll(async () => {
  server = await startIsolatedServer({ port });
});
test.afterAll(async () => {
  await server?.stop();
});

async function person(browser: Browser, prf: boolean): Promise<Page> {
  // Playwright's clock flows as real time does; `openRequest` jumps it to the list's next poll.
  const context = await browser.newContext();
  await context.clock.install();
  const page = await context.newPage();
  await addAuthenticator(page, { prf });
  return page;
}

/** Downloads the kit (the page makes the file), checks it, and confirms it by its last 6. */
async function saveKit(page: Page, testInfo: TestInfo, name: string) {
  const kit = page.locator("[data-recovery-kit]");
  await expect(kit.getByRole("heading", { name: "Recovery kit" })).toBeVisible({ timeout: 20_000 });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    kit.getByRole("button", { name: "Download the kit file" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^beyond-care-recovery-kit-\d{4}-\d{2}-\d{2}\.txt$/);
  const file = testInfo.outputPath(name);
  await download.saveAs(file);
  const text = readFileSync(file, "utf8");
  const identity = /^AGE-SECRET-KEY-1[0-9A-Z]{58}$/m.exec(text)?.[0] ?? "";
  expect(identity).not.toBe("");
  expect(text).toMatch(/^# public key: age1[0-9a-z]{58}$/m);
  await expect(kit.locator("[data-kit-identity]")).toHaveText(identity);

  const field = kit.getByLabel("Last 6 characters of the recovery identity");
  await field.fill("QQQQQQ");
  await kit.getByRole("button", { name: "I saved the kit" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(kit.getByText("These are not the last 6 characters")).toBeVisible();
  await field.fill(identity.slice(-6));
  await kit.getByRole("button", { name: "I saved the kit" }).click();
  await expect(kit).toBeHidden();
  return { file, identity };
}

/**
 * Opens the request from the list and checks what the visitor wrote. The list polls every 15 s
 * (use-request-feed.ts): the clock jumps 15 s ahead so its next poll runs now, instead of the
 * test waiting up to 15 s for a request sent after the list was read.
 */
async function openRequest(page: Page, reference: string, marker: string) {
  await page.goto("/inbox#requests");
  await page.getByRole("link", { name: "Requests", exact: true }).click();
  await page.clock.fastForward("00:15");
  await page.getByRole("link", { name: reference }).click();
  await expect(page.locator("[data-request-fields] dd").first()).toHaveText(`Ada ${marker}`);
  const encryption = page.getByRole("region", { name: "Encryption" });
  await expect(encryption).toContainText("Sealed to");
  await expect(encryption).not.toContainText("unregistered");
}

/** The request, read with `npm run intake -- read --identity <kit>`: the kit alone opens it. */
async function readWithKit(kitFile: string, reference: string, marker: string) {
  const rows = await readSubmissions({ dataDir: server.dataDir, identity: kitFile });
  const row = rows.find((each) => each.reference === reference);
  expect(row?.error).toBeUndefined();
  expect(JSON.stringify(row?.data)).toContain(`Wound care after surgery ${marker}`);
}

/** Reloading ends the session (the keys lived in the page); back on the list, signed in. */
async function signInAgain(page: Page) {
  await page.goto("/inbox#requests");
  await page.reload();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
}

test("a fresh agency sets up its keys in the inbox; the recovery kit alone opens requests and notes, after a rotation and a new kit too", async ({
  browser,
}, testInfo) => {
  const admin = await person(browser, true);
  await enrol(admin, await inviteToken("Olive Office", { admin: true, dataDir: server.dataDir }));
  await expect(admin.locator("[data-sample-keys]")).toContainText("sample keys");
  const setUp = admin.getByRole("button", { name: "Set up the agency's keys" });
  await expect(setUp).toBeVisible();
  expect(await axeViolations(admin)).toEqual([]);
  await reviewShots(admin, "inbox", "first-setup");

  // Every request body the page sends from here: none may carry the recovery identity.
  const bodies: string[] = [];
  admin.on("request", (request) => bodies.push(request.postData() ?? ""));
  await setUp.click();
  await expect(admin.locator("[data-recovery-kit]")).toBeVisible({ timeout: 30_000 });
  expect(await axeViolations(admin)).toEqual([]);
  await reviewShots(admin, "inbox", "recovery-kit");
  const kit = await saveKit(admin, testInfo, "kit-1.txt");
  await expect(admin.locator("[data-sample-keys]")).toBeHidden();

  const marker = uniqueMarker("Setup");
  const reference = await sendContactRequest(browser, marker);
  await openRequest(admin, reference, marker);
  const [noteAnswer] = await Promise.all([
    admin.waitForResponse((r) => r.url().endsWith("/notes") && r.request().method() === "POST"),
    (async () => {
      await admin.getByLabel("Add a note").fill(`Called back ${marker}`);
      await admin.getByRole("button", { name: "Add note" }).click();
    })(),
  ]);
  await readWithKit(kit.file, reference, marker);
  const decrypter = new Decrypter();
  decrypter.addIdentity(kit.identity);
  const { ciphertext } = (await noteAnswer.json()) as { ciphertext: string };
  const note = await decrypter.decrypt(armor.decode(ciphertext), "text");
  expect(JSON.parse(note)).toEqual({ text: `Called back ${marker}` });
  expect(bodies.some((body) => body.includes(kit.identity))).toBe(false);

  // The keys page: both keys in use, with the fingerprints the kit printed.
  await admin.goto("/inbox#settings");
  const keysPage = admin.locator("[data-keys-page]");
  await expect(keysPage.locator("[data-in-use]")).toHaveCount(2);
  const kitText = readFileSync(kit.file, "utf8");
  for (const print of await keysPage.locator("[data-fingerprint]").allTextContents()) {
    expect(kitText).toContain(print);
  }
  expect(await axeViolations(admin)).toEqual([]);
  await reviewShots(admin, "inbox", "keys-page");

  // A colleague joins and is disabled: the agency key is rotated; a new request opens.
  const colleague = await person(browser, false);
  await enrol(
    colleague,
    await inviteToken("Cal Colleague", { admin: false, dataDir: server.dataDir }),
  );
  admin.once("dialog", (dialog) => void dialog.accept());
  await admin.goto("/inbox#staff");
  await admin.getByRole("button", { name: "Disable Cal Colleague" }).click();
  await admin.getByRole("button", { name: "Rotate the agency key" }).click();
  const rotated = (await admin.locator("[data-new-recipient]").textContent()) ?? "";
  expect(rotated).toMatch(/^age1/);
  await admin.goto("/inbox#settings");
  await expect(
    admin.locator('[data-agency-key="agency"][data-in-use]').getByText(rotated),
  ).toBeVisible();
  const marker2 = uniqueMarker("Rotated");
  const reference2 = await sendContactRequest(browser, marker2);
  await signInAgain(admin);
  await openRequest(admin, reference2, marker2);
  await readWithKit(kit.file, reference2, marker2);

  // The recovery key replaced: a new kit; a new request opens with it alone.
  await admin.goto("/inbox#settings");
  admin.once("dialog", (dialog) => void dialog.accept());
  await admin.getByRole("button", { name: "Replace the recovery key" }).click();
  const kit2 = await saveKit(admin, testInfo, "kit-2.txt");
  expect(kit2.identity).not.toBe(kit.identity);
  await expect(admin.locator('[data-agency-key="recovery"]:not([data-in-use])')).toHaveCount(1);
  const marker3 = uniqueMarker("NewKit");
  const reference3 = await sendContactRequest(browser, marker3);
  await readWithKit(kit2.file, reference3, marker3);
  // Nothing old is resealed: the first kit still opens the first request.
  await readWithKit(kit.file, reference, marker);
  expect(bodies.some((body) => body.includes(kit2.identity))).toBe(false);
});
