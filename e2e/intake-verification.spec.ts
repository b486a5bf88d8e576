import { expect, test, type Page } from "@playwright/test";
import { expectHydrated } from "./support/hydration";
import { filesContaining, readSubmissions, uniqueMarker } from "./support/intake";
import { fillVerification, pastMinimumFillTime, sampleEntry } from "./support/verification";
import { axeViolations } from "./support/axe";

/*
 * Issue 15: the coverage verification reaches the agency, and no one else can read it. Each
 * test sends through the real intake (`npm start`: the site, the API and the embedded
 * PostgreSQL), then reads what was stored with the sample agency identity.
 */

const REFERENCE = /BC-[0-9A-Z]{5}/;
const form = (page: Page) => page.getByRole("form", { name: "Insurance verification" });
const submit = (page: Page) => form(page).getByRole("button", { name: "Submit" });

async function openForm(page: Page, path = "/insurance/verify") {
  await page.clock.install();
  await page.goto(path);
  await expectHydrated(form(page));
}

/** Axe through the suite's runner (support/axe.ts: the same rules, in the page, once), not
 * AxeBuilder's second page per run, which took 4.6 s of this file's 30 s at load 17. */
async function expectNoViolations(page: Page, label: string) {
  expect(await axeViolations(page), label).toEqual([]);
}

/** The stored submissions whose decrypted values carry `marker` in the first name. */
async function storedWith(marker: string) {
  const rows = await readSubmissions();
  return rows.filter(
    (row) =>
      typeof row.data === "object" &&
      row.data !== null &&
      (row.data as { firstName?: unknown }).firstName === marker,
  );
}

/**
 * What the agency reads for what was typed: every value as typed, the phone in the one form
 * every form sends ("(847) 555-0199" typed, "847-555-0199" sent; src/lib/forms/phone.ts).
 */
const sent = (entry: ReturnType<typeof sampleEntry>) => ({
  ...entry,
  physicianPhone: "847-555-0199",
});

test("a verification request is stored sealed: Pending, its reference, and only the agency reads it", async ({
  page,
}) => {
  const marker = uniqueMarker("Verify");
  const entry = sampleEntry(marker);
  const posted: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posted.push(new URL(request.url()).pathname);
  });
  await openForm(page);
  await fillVerification(page, entry);
  await pastMinimumFillTime(page);
  await submit(page).click();

  const result = page.locator('[data-result="pending"]');
  await expect(result.getByRole("heading", { name: "Verification Pending" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(result.getByRole("heading", { name: "Verification Pending" })).toBeFocused();
  await expect(result).toContainText(/A care coordinator will call you (today|tomorrow|on \w+day)/);
  const reference = (await result.locator("[data-reference]").textContent())?.trim() ?? "";
  expect(reference).toMatch(new RegExp(`^${REFERENCE.source}$`));
  await expect(result.locator("dl")).toContainText(`${marker} Thompson`);
  await expect(result.locator("dl")).toContainText("03/27/1948");
  await expect(result.locator("dl")).toContainText("Medicare");
  await expect(result.locator("dl")).toContainText("ending in MK72");
  await expect(result.locator("dl")).toContainText("Physical therapy");
  await expect(result).not.toContainText("1EG4-TE5-MK72");
  await expect(result.getByRole("link", { name: /847-568-1033/ })).toHaveAttribute(
    "href",
    "tel:+18475681033",
  );
  await expect(page.getByText("Verification Submitted")).toBeVisible();
  // The only thing that left the page: one submission (nothing typed in a URL).
  expect(posted).toEqual(["/api/v1/submissions"]);
  expect(page.url()).not.toContain(marker);

  // Ciphertext only: the marker is in no file of the data folder and no log line.
  expect(filesContaining(marker)).toEqual([]);
  // The agency's identity reads exactly what was typed.
  const rows = await storedWith(marker);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ reference, formType: "verification", formVersion: 1 });
  expect(rows[0]?.data).toEqual(sent(entry));

  // It stays until the visitor asks for a new one.
  await page.clock.fastForward(10_000);
  await expect(result.getByRole("heading", { name: "Verification Pending" })).toBeVisible();
  await expectNoViolations(page, "verification pending");
  await result.getByRole("button", { name: "Submit Another Verification" }).click();
  await expect(page.getByText("Step 1 of 4", { exact: true })).toBeVisible();
  await expect(form(page).getByLabel("First name")).toHaveValue("");
});

test("the intake answering 500: the failure, every value kept, Try again stores it once", async ({
  page,
}) => {
  const marker = uniqueMarker("Retry");
  const entry = sampleEntry(marker);
  let failed = 0;
  await page.route("**/api/v1/submissions", async (route) => {
    if (failed > 0) return route.continue();
    failed += 1;
    await route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: "server_error", message: "Something went wrong." }),
    });
  });
  await openForm(page);
  await fillVerification(page, entry);
  await pastMinimumFillTime(page);
  await submit(page).click();

  const failure = form(page).getByRole("alert");
  await expect(failure).toHaveAttribute("data-intake-failure", "server");
  await expect(failure).toBeFocused();
  await expect(failure.getByRole("heading", { name: "Your request was not sent" })).toBeVisible();
  await expect(failure.getByRole("link", { name: "847-568-1033" })).toHaveAttribute(
    "href",
    "tel:+18475681033",
  );
  await expect(page.getByRole("heading", { name: "Verification Pending" })).toHaveCount(0);
  await expect(page.getByText("Verification Submitted")).toHaveCount(0);
  expect(await storedWith(marker)).toEqual([]);
  // Above the buttons, and nothing typed is lost.
  const panelBox = await failure.boundingBox();
  const submitBox = await submit(page).boundingBox();
  expect(panelBox && submitBox && panelBox.y + panelBox.height <= submitBox.y).toBe(true);
  await expect(form(page).getByLabel("Medical condition")).toHaveValue(entry.medicalCondition);
  await expectNoViolations(page, "verification not sent");
  for (let step = 4; step > 1; step -= 1) {
    await form(page).getByRole("button", { name: "Previous" }).click();
  }
  await expect(form(page).getByLabel("First name")).toHaveValue(marker);
  await expect(form(page).getByLabel("Email address")).toHaveValue(entry.email);
  for (let step = 1; step < 4; step += 1) {
    await form(page).getByRole("button", { name: "Next" }).click();
  }
  await expect(page.getByText("Step 4 of 4", { exact: true })).toBeVisible();

  await form(page).getByRole("alert").getByRole("button", { name: "Try again" }).click();
  const result = page.locator('[data-result="pending"]');
  await expect(result.getByRole("heading", { name: "Verification Pending" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(result.locator("[data-reference]")).toHaveText(REFERENCE);
  const rows = await storedWith(marker);
  expect(rows).toHaveLength(1);
  expect(rows[0]?.data).toEqual(sent(entry));
  expect(filesContaining(marker)).toEqual([]);
});

test("a double click on Submit sends one request", async ({ page }) => {
  const marker = uniqueMarker("Double");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  await openForm(page);
  await fillVerification(page, sampleEntry(marker));
  await pastMinimumFillTime(page);
  await submit(page).dblclick();
  await expect(page.getByRole("heading", { name: "Verification Pending" })).toBeVisible({
    timeout: 20_000,
  });
  expect(posts).toEqual(["/api/v1/submissions"]);
  expect(await storedWith(marker)).toHaveLength(1);
});
