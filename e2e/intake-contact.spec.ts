import { expect, test, type Page } from "@playwright/test";
import { expectHydrated } from "./support/hydration";
import { filesContaining, readSubmissions, uniqueMarker } from "./support/intake";
import { CONTACT_CONSENT as CONSENT } from "../test/spec";

/*
 * Issue 15: a request from /contact reaches the agency, and nobody else can read it. These
 * run against `npm start`: the real intake, the embedded PostgreSQL (its own data folder) and
 * the sample keys, whose identity the test uses the way the agency uses its own.
 */
const form = (page: Page) => page.getByRole("form", { name: "Request Care Information" });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const received = (page: Page) => page.getByRole("status").filter({ hasText: "Request received" });

async function fill(page: Page, marker: string) {
  await page.goto("/contact");
  await expectHydrated(form(page));
  await field(page, "Full Name").fill(`Ada ${marker}`);
  await field(page, "Email Address").fill(`${marker}@example.com`);
  await field(page, "Phone Number").fill("847-555-0142");
  await field(page, "Tell Us About Your Needs").fill(`Wound care after surgery ${marker}`);
  await form(page).getByRole("checkbox", { name: CONSENT }).check();
}

test("a request is stored encrypted: no file or log line holds what was typed, and the agency's key reads it exactly", async ({
  page,
}) => {
  const marker = uniqueMarker("ContactMarker");
  await fill(page, marker);
  await form(page).getByRole("button", { name: "Send Request" }).click();
  await expect(received(page)).toBeVisible({ timeout: 20_000 });
  const reference = (await received(page).locator("[data-reference]").textContent()) ?? "";
  expect(reference).toMatch(/^BC-[0-9A-HJKMNP-TV-Z]{5}$/);

  expect(filesContaining(marker)).toEqual([]);
  const stored = (await readSubmissions()).filter((row) => row.reference === reference);
  expect(stored).toEqual([
    expect.objectContaining({
      formType: "contact",
      status: "new",
      data: {
        name: `Ada ${marker}`,
        email: `${marker}@example.com`,
        phone: "847-555-0142",
        service: "",
        message: `Wound care after surgery ${marker}`,
      },
    }),
  ]);
});

test("when the intake answers 500 the visitor is told, keeps every value, and a retry stores exactly one row", async ({
  page,
}) => {
  const marker = uniqueMarker("RetryMarker");
  await fill(page, marker);
  let failures = 1;
  await page.route("**/api/v1/submissions", async (route) => {
    if (failures-- > 0) {
      // The request reaches the intake (and may be stored), but its answer is lost as a 500.
      await route.fetch();
      await route.fulfill({ status: 500, json: { error: "server_error", message: "x" } });
    } else {
      await route.continue();
    }
  });
  await form(page).getByRole("button", { name: "Send Request" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Your request was not sent" });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert.getByRole("link", { name: "847-568-1033" })).toHaveAttribute(
    "href",
    "tel:+18475681033",
  );
  await expect(field(page, "Full Name")).toHaveValue(`Ada ${marker}`);
  await expect(field(page, "Tell Us About Your Needs")).toHaveValue(
    `Wound care after surgery ${marker}`,
  );

  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(received(page)).toBeVisible({ timeout: 20_000 });
  const reference = await received(page).locator("[data-reference]").textContent();
  const rows = (await readSubmissions()).filter((row) => JSON.stringify(row.data).includes(marker));
  expect(rows).toHaveLength(1);
  expect(rows[0]?.reference).toBe(reference);
});

test("when the intake is down the visitor is told, with the values kept and the number in view", async ({
  page,
}) => {
  const marker = uniqueMarker("DownMarker");
  await fill(page, marker);
  await page.route("**/api/v1/**", (route) => route.abort("connectionrefused"));
  await form(page).getByRole("button", { name: "Send Request" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("could not reach our office's server", { timeout: 20_000 });
  await expect(alert.getByRole("link", { name: "847-568-1033" })).toBeVisible();
  await expect(field(page, "Full Name")).toHaveValue(`Ada ${marker}`);
  await expect(received(page)).toHaveCount(0);
});
