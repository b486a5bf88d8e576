import { expect, test, type Page } from "@playwright/test";
import { expectHydrated } from "./support/hydration";
import { filesContaining, readSubmissions, uniqueMarker } from "./support/intake";
import { fillVerification, pastMinimumFillTime, sampleEntry } from "./support/verification";
import { CONTACT_CONSENT as CONSENT } from "../test/spec";

/*
 * Issues 20 and 21: what the visitor is told matches what happened. These run against
 * `npm start` (the real intake and its PostgreSQL) and read what was stored with the sample
 * agency identity, the way the agency reads its requests.
 */
const contactForm = (page: Page) => page.getByRole("form", { name: "Request Care Information" });
const contactField = (page: Page, label: string) =>
  contactForm(page).getByLabel(label, { exact: true });
const received = (page: Page) => page.getByRole("status").filter({ hasText: "Request received" });

async function fillContact(page: Page, marker: string) {
  await contactField(page, "Full Name").fill(`Ada ${marker}`);
  await contactField(page, "Phone Number").fill("847-555-0142");
  await contactField(page, "Tell Us About Your Needs").fill(`First ${marker}`);
  await contactForm(page).getByRole("checkbox", { name: CONSENT }).check();
}

const storedContaining = async (marker: string) =>
  (await readSubmissions()).filter((row) => JSON.stringify(row.data).includes(marker));

test("a field edited after a failed send is what is stored when the visitor tries again", async ({
  page,
}) => {
  const marker = uniqueMarker("EditMarker");
  await page.goto("/contact");
  await expectHydrated(contactForm(page));
  await fillContact(page, marker);
  let failures = 1;
  await page.route("**/api/v1/submissions", async (route) => {
    if (failures-- > 0) {
      // The first request is stored, but its answer is lost as a 500.
      await route.fetch();
      await route.fulfill({ status: 500, json: { error: "server_error", message: "x" } });
    } else {
      await route.continue();
    }
  });
  await contactForm(page).getByRole("button", { name: "Send Request" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Your request was not sent" });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await contactField(page, "Tell Us About Your Needs").fill(`Edited ${marker}`);
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(received(page)).toBeVisible({ timeout: 20_000 });
  await expect(received(page)).toContainText(`Edited ${marker}`);
  const reference = await received(page).locator("[data-reference]").textContent();

  const stored = (await storedContaining(marker)).find((row) => row.reference === reference);
  expect(stored?.data).toMatchObject({ message: `Edited ${marker}` });
});

for (const endpoint of ["challenge", "submissions"]) {
  test(`a 429 from /${endpoint} says too many requests, when to try again, and the phone`, async ({
    page,
  }) => {
    await page.route(`**/api/v1/${endpoint}`, (route) =>
      route.fulfill({
        status: 429,
        headers: { "retry-after": "540" },
        json: {
          statusCode: 429,
          error: "rate_limited",
          message: "Too many requests. Please wait 9 minutes and try again, or call us.",
        },
      }),
    );
    await page.goto("/contact");
    await expectHydrated(contactForm(page));
    await fillContact(page, uniqueMarker("RateLimited"));
    await contactForm(page).getByRole("button", { name: "Send Request" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Your request was not sent" });
    await expect(alert).toBeFocused({ timeout: 20_000 });
    await expect(alert).toContainText(
      "Too many requests came from this connection in a short time, so our office's server did not take this one. Please try again in 9 minutes.",
    );
    await expect(alert).not.toContainText("Check your connection");
    await expect(alert.getByRole("link", { name: "847-568-1033" })).toHaveAttribute(
      "href",
      "tel:+18475681033",
    );
  });
}

test("on a phone the confirmation's heading is on the screen, focused", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  const marker = uniqueMarker("PhoneMarker");
  await page.goto("/contact");
  await expectHydrated(contactForm(page));
  await fillContact(page, marker);
  await contactForm(page).getByRole("button", { name: "Send Request" }).click();
  const heading = received(page).getByRole("heading", { name: "Request received" });
  await expect(heading).toBeFocused({ timeout: 20_000 });
  await expect(heading).toBeInViewport();
  await expect(received(page).locator("[data-callback]")).toContainText(
    /A care coordinator will call you (today|tomorrow|on \w+day)/,
  );
});

test("a coverage check with a phone number and no e-mail is sent and stored", async ({ page }) => {
  const marker = uniqueMarker("NoEmail");
  await page.clock.install();
  await page.goto("/insurance/verify");
  const form = page.getByRole("form", { name: "Insurance verification" });
  await expectHydrated(form);
  await fillVerification(page, { ...sampleEntry(marker), email: "" });
  await pastMinimumFillTime(page);
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Verification Pending" })).toBeVisible({
    timeout: 20_000,
  });
  const rows = (await readSubmissions()).filter(
    (row) => JSON.stringify(row.data).includes(marker) && row.formType === "verification",
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]?.data).toMatchObject({
    firstName: marker,
    email: "",
    phoneNumber: "847-555-0134",
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ["/contact", "/insurance/verify"]) {
    test(`${path}: the notice comes before the first field, and sending carries nothing typed`, async ({
      page,
    }) => {
      const marker = uniqueMarker("NoScript");
      const bodies: string[] = [];
      page.on("request", (request) => {
        bodies.push(`${request.url()} ${request.postData() ?? ""}`);
      });
      await page.goto(path);
      const form = page.locator("form[data-intake-form]");
      const notice = form.locator("[data-no-script-notice]");
      await expect(notice).toBeVisible();
      await expect(notice).toContainText("This form cannot send yet");
      await expect(notice.getByRole("link", { name: "847-568-1033" })).toBeVisible();
      // The notice is the form's first thing, before its first field.
      const firstField = form.locator("input, select, textarea").first();
      const noticeFirst = await notice.evaluate(
        (node, field) =>
          field !== null &&
          Boolean(node.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING),
        await firstField.elementHandle(),
      );
      expect(noticeFirst).toBe(true);

      await firstField.fill(marker);
      const textareas = form.locator("textarea");
      if ((await textareas.count()) > 0) await textareas.first().fill(marker);
      await form.locator('button[type="submit"]').click();
      await page.waitForLoadState("load");
      expect(page.url()).not.toContain(marker);
      expect(bodies.filter((body) => body.includes(marker))).toEqual([]);
      expect(filesContaining(marker)).toEqual([]);
    });
  }
});
