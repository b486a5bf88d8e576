import { expect, test, type Page } from "@playwright/test";
import { contactCopy } from "../src/content/es/contact";
import { reachMessages } from "../src/content/es/form-messages";
import { intakeCopy } from "../src/content/es/intake";
import { verificationCopy } from "../src/content/es/verification";
import { expectHydrated } from "./support/hydration";
import { readSubmissions, uniqueMarker } from "./support/intake";
import { sampleEntry } from "./support/verification";

/*
 * Requests in Spanish (docs/LANGUAGES.md): /es/contact and /es/insurance/verify send through the
 * real intake; the agency's key reads `language: "es"` in the payload; every failure the page
 * shows is the Spanish one (src/content/es/intake.ts).
 */
const copy = contactCopy.form;
const form = (page: Page) => page.getByRole("form", { name: copy.title });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const consent = `${copy.consent.before}${copy.consent.link}${copy.consent.after}`;

async function fillContact(page: Page, marker: string) {
  await page.goto("/es/contact");
  await expectHydrated(form(page));
  await field(page, copy.fields.name.label).fill(`Ana ${marker}`);
  await field(page, copy.fields.email.label).fill(`${marker}@example.com`);
  await field(page, copy.fields.phone.label).fill("847-555-0142");
  await field(page, copy.fields.message.label).fill(`Cuidado de heridas ${marker}`);
  await form(page).getByRole("checkbox", { name: consent }).check();
}

test("a request from /es/contact is stored, marked Spanish inside the sealed payload", async ({
  page,
}) => {
  const marker = uniqueMarker("EsContact");
  await fillContact(page, marker);
  await form(page).getByRole("button", { name: copy.submit }).click();
  const received = page.getByRole("status").filter({ hasText: contactCopy.confirmation.title });
  await expect(received).toBeVisible({ timeout: 20_000 });
  const reference = (await received.locator("[data-reference]").textContent()) ?? "";
  const stored = (await readSubmissions()).filter((row) => row.reference === reference);
  expect(stored).toEqual([
    expect.objectContaining({
      formType: "contact",
      data: expect.objectContaining({ name: `Ana ${marker}`, language: "es" }),
    }),
  ]);
});

for (const [failure, answer] of [
  ["server", { status: 500, json: { error: "server_error", message: "x" } }],
  ["rate-limited", { status: 429, json: { error: "rate_limited", message: "Too many" } }],
  [
    "refused",
    { status: 400, json: { error: "bad_request", message: "formVersion must be an integer" } },
  ],
] as const) {
  test(`/es/contact: the "${failure}" answer is told in Spanish`, async ({ page }) => {
    await fillContact(page, uniqueMarker("EsFail"));
    await page.route("**/api/v1/submissions", (route) => route.fulfill(answer));
    await form(page).getByRole("button", { name: copy.submit }).click();
    const alert = page.getByRole("alert").filter({ hasText: intakeCopy.failure.title });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText(intakeCopy.failure.reasons[failure]);
    // The server's own words are English: a Spanish page does not show them.
    await expect(alert).not.toContainText(answer.json.message);
    await expect(alert.getByRole("button", { name: intakeCopy.failure.retry })).toBeVisible();
  });
}

test("/es/contact: when the intake cannot be reached the page says so in Spanish", async ({
  page,
}) => {
  await fillContact(page, uniqueMarker("EsDown"));
  await page.route("**/api/v1/**", (route) => route.abort("connectionrefused"));
  await form(page).getByRole("button", { name: copy.submit }).click();
  await expect(page.getByRole("alert")).toContainText(intakeCopy.failure.reasons.offline, {
    timeout: 20_000,
  });
});

test("a verification from /es/insurance/verify is stored with language es", async ({ page }) => {
  await page.clock.install();
  await page.goto("/es/insurance/verify");
  const verify = page.getByRole("form", { name: verificationCopy.formLabel });
  await expectHydrated(verify);
  const labels = verificationCopy.fields;
  const next = () => verify.getByRole("button", { name: verificationCopy.buttons.next }).click();
  const entry = sampleEntry(uniqueMarker("EsVerify"));
  await verify.getByLabel(labels.firstName.label, { exact: true }).fill(entry.firstName);
  await verify.getByLabel(labels.lastName.label, { exact: true }).fill(entry.lastName);
  await verify.getByLabel(labels.dateOfBirth.label).fill(entry.dateOfBirth);
  await verify.getByLabel(labels.phoneNumber.label, { exact: true }).fill(entry.phoneNumber);
  await verify.getByLabel(labels.email.label).fill(entry.email);
  await next();
  await verify.getByLabel(labels.insuranceCompany.label).selectOption(entry.insuranceCompany);
  await verify.getByLabel(labels.insuranceId.label).fill(entry.insuranceId);
  await next();
  await verify.getByLabel(labels.serviceType.label).selectOption(entry.serviceType);
  await verify.getByLabel(labels.physicianName.label).fill(entry.physicianName);
  await verify.getByLabel(labels.physicianPhone.label).fill(entry.physicianPhone);
  await next();
  await verify.getByLabel(labels.medicalCondition.label).fill(entry.medicalCondition);
  await page.clock.fastForward(4000);
  await verify.getByRole("button", { name: verificationCopy.buttons.submit, exact: true }).click();
  await expect(page.getByText(verificationCopy.result.heading)).toBeVisible({ timeout: 20_000 });
  const stored = (await readSubmissions()).filter((row) =>
    JSON.stringify(row.data).includes(entry.firstName),
  );
  expect(stored).toEqual([
    expect.objectContaining({
      formType: "verification",
      data: expect.objectContaining({ firstName: entry.firstName, language: "es" }),
    }),
  ]);
});

test("/es/insurance/verify: every validation message of step 1 is Spanish", async ({ page }) => {
  await page.goto("/es/insurance/verify");
  const verify = page.getByRole("form", { name: verificationCopy.formLabel });
  await expectHydrated(verify);
  await verify.getByRole("button", { name: verificationCopy.buttons.next }).click();
  // The schema loads on first use: wait for its messages (the phone-or-e-mail one last in step 1).
  const reach = verify.locator("[id$='-error']").filter({ hasText: reachMessages.either });
  await expect(reach).toBeVisible();
  const errors = await verify.locator("[id$='-error']").allInnerTexts();
  expect(errors.length).toBeGreaterThan(1);
  for (const error of errors) expect(error).not.toMatch(/\b(must|Please|required)\b/);
});
