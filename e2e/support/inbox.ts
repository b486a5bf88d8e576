import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Browser, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { expectHydrated } from "./hydration";
import { CONTACT_CONSENT } from "../../test/spec";
import { runIntakeCli } from "./intake-cli";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The sample agency identity file (the e2e server's site seals to its recipient). */
const AGENCY_KEY_FILE = readFileSync(path.join(ROOT, "test/fixtures/intake/agency.key"), "utf8");

/**
 * A CDP virtual authenticator on the page's browser context: a platform passkey with user
 * verification, with or without PRF (without: the inbox keeps a device key in IndexedDB).
 * `credentials()` lists the passkeys it holds and how often each signed (its sign count);
 * `remove` takes one away (as if it were on another device).
 */
export async function addAuthenticator(page: Page, { prf }: { prf: boolean }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: prf,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
    remove: async (credentialId: string) => {
      await cdp.send("WebAuthn.removeCredential", { authenticatorId, credentialId });
    },
  };
}

/** A one-time enrolment token from `npm run intake -- invite` on the e2e server's database
 * (or an isolated server's: its dataDir). */
export async function inviteToken(
  name: string,
  { admin, dataDir = E2E_DATA_DIR }: { admin: boolean; dataDir?: string },
): Promise<string> {
  const { stdout } = await runIntakeCli(["invite", ...(admin ? ["--admin"] : []), name], {
    dataDir,
  });
  const token = /#invite=([A-Za-z0-9_-]+)/.exec(stdout)?.[1];
  if (!token) throw new Error(`no enrolment link in: ${stdout}`);
  return token;
}

/** Enrols with the invitation on `page` (its authenticator added first). */
export async function enrol(page: Page, token: string) {
  await page.goto(`/inbox#invite=${token}`);
  await expect(page.getByRole("heading", { name: "Set up your passkey" })).toBeVisible();
  await page.getByRole("button", { name: "Create my passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible({
    timeout: 15_000,
  });
}

/** Imports the sample agency identity (pasted) as an admin with no grant yet. */
export async function importAgencyKey(page: Page) {
  // A fresh agency offers the first set-up first; importing is its second choice, folded.
  // The card shows once the keys loaded: looked for before asking whether the fold is there.
  await expect(page.locator("[data-key-setup]")).toBeVisible();
  const importInstead = page.getByText("Or import a key made with npm run intake -- keygen");
  if (await importInstead.isVisible()) await importInstead.click();
  await page.getByLabel("Or paste it").fill(AGENCY_KEY_FILE);
  await page.getByRole("button", { name: "Import the key" }).click();
  await expect(page.getByRole("heading", { name: "No key to the requests yet" })).toBeHidden();
}

/** A visitor's contact request (in its own page), and the reference the site showed them. */
export async function sendContactRequest(browser: Browser, marker: string): Promise<string> {
  const visitor = await browser.newPage();
  await visitor.goto("/contact");
  const form = visitor.getByRole("form", { name: "Request Care Information" });
  await expectHydrated(form);
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field("Full Name").fill(`Ada ${marker}`);
  await field("Email Address").fill(`${marker}@example.com`);
  await field("Phone Number").fill("847-555-0142");
  await field("Tell Us About Your Needs").fill(`Wound care after surgery ${marker}`);
  await form.getByRole("checkbox", { name: CONTACT_CONSENT }).check();
  await form.getByRole("button", { name: "Send Request" }).click();
  const received = visitor.getByRole("status").filter({ hasText: "Request received" });
  await expect(received).toBeVisible({ timeout: 20_000 });
  const reference = (await received.locator("[data-reference]").textContent()) ?? "";
  await visitor.close();
  return reference;
}

/** The specs that import the inbox's helpers take axe's from here too. */
export { axeViolations } from "./axe";
