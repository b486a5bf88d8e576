import { expect, test, type Page } from "@playwright/test";
import { expectHydrated } from "./support/hydration";
import { readSubmissions, uniqueMarker } from "./support/intake";
import { fillVerification, pastMinimumFillTime, sampleEntry } from "./support/verification";

/*
 * The forms on a provider page (issue 14): what was typed survives switching tabs, leaving a
 * half-filled form asks first, and the Medicare page's own calculator says $0 for the visits.
 */

const verificationForm = (page: Page) => page.getByRole("form", { name: "Insurance verification" });
const calculatorForm = (page: Page) =>
  page.getByRole("form", { name: "Tell us about your coverage and care" });

async function openTab(page: Page, name: string, form: ReturnType<typeof verificationForm>) {
  await page.getByRole("tab", { name }).click();
  await expectHydrated(form);
}

test("switching tabs keeps what was typed in both forms", async ({ page }) => {
  await page.goto("/insurance/humana");
  await openTab(page, "Verification", verificationForm(page));
  await page.getByLabel("First name").fill("Margaret");
  await page.getByLabel("Date of birth").fill("03/27/1948");

  await openTab(page, "Calculator", calculatorForm(page));
  await page.getByLabel("Yearly deductible").fill("750");
  await page.getByLabel("Type of plan").selectOption("hmo");

  await page.getByRole("tab", { name: "Coverage" }).click();
  await page.getByRole("tab", { name: "Verification" }).click();
  await expect(page.getByLabel("First name")).toHaveValue("Margaret");
  await expect(page.getByLabel("Date of birth")).toHaveValue("03/27/1948");
  await page.getByRole("tab", { name: "Calculator" }).click();
  await expect(page.getByLabel("Yearly deductible")).toHaveValue("750");
  await expect(page.getByLabel("Type of plan")).toHaveValue("hmo");
});

for (const [path, script, open] of [
  ["/insurance/verify", /verification-tool\.[\w-]+\.js$/, null],
  ["/insurance/aetna", /verification-form\.[\w-]+\.js$/, "Verification"],
] as const) {
  test(`${path}: what was typed before the form's script arrived is kept`, async ({ page }) => {
    // Hold the form island's script until the visitor has typed (a slow phone).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(script, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    if (open) await page.getByRole("tab", { name: open }).click();
    await page.getByLabel("First name").fill("Margaret");
    await page.getByLabel("Date of birth").fill("03/27/1948");
    release();
    await expectHydrated(verificationForm(page));
    await expect(page.getByLabel("First name")).toHaveValue("Margaret");
    await expect(page.getByLabel("Date of birth")).toHaveValue("03/27/1948");
    // The form has the values, not only the page: they pass step 1's checks.
    await page.getByLabel("Last name").fill("Thompson");
    await page.getByLabel("Phone number").fill("847-555-0134");
    await page.getByLabel("Email address").fill("margaret@example.com");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Step 2 of 4", { exact: true })).toBeVisible();
  });
}

test("the verification form starts with the page's insurance company, and it can change", async ({
  page,
}) => {
  await page.goto("/insurance/bcbs");
  await openTab(page, "Verification", verificationForm(page));
  await page.getByLabel("First name").fill("Margaret");
  await page.getByLabel("Last name").fill("Thompson");
  await page.getByLabel("Date of birth").fill("03/27/1948");
  await page.getByLabel("Phone number").fill("847-555-0134");
  await page.getByLabel("Email address").fill("margaret@example.com");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 2 of 4", { exact: true })).toBeVisible();
  const company = page.getByLabel("Your insurance company or program");
  await expect(company).toHaveValue("bcbs");
  await expect(company.locator("option:checked")).toHaveText("Blue Cross Blue Shield");
  await company.selectOption({ label: "Other" });
  await expect(company).toHaveValue("other");
});

// Issue 15: the provider pages render the same form, built with the same intake settings.
test("a provider page's verification sends through the intake, with the page's company", async ({
  page,
}) => {
  const marker = uniqueMarker("Provider");
  await page.clock.install();
  await page.goto("/insurance/humana");
  await openTab(page, "Verification", verificationForm(page));
  await expect(verificationForm(page)).toHaveAttribute("method", "post");
  // The company stays the one the page chose (Humana).
  await fillVerification(page, { ...sampleEntry(marker), insuranceCompany: "" });
  await pastMinimumFillTime(page);
  await verificationForm(page).getByRole("button", { name: "Submit" }).click();
  const result = page.locator('[data-result="pending"]');
  await expect(result.getByRole("heading", { name: "Verification Pending" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(result.locator("dl")).toContainText("Humana");
  const reference = (await result.locator("[data-reference]").textContent())?.trim();
  const rows = (await readSubmissions()).filter((row) => row.reference === reference);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    formType: "verification",
    data: { firstName: marker, insuranceCompany: "humana" },
  });
});

test.describe("leaving a half-filled form asks first", () => {
  test("a typed answer: following a link asks, and staying keeps the answer", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    await page.goto("/insurance/medicare");
    await openTab(page, "Verification", verificationForm(page));
    await page.getByLabel("First name").click();
    await page.keyboard.type("Margaret");
    await page.getByRole("link", { name: "Back to Insurance" }).click();
    await expect.poll(() => dialogs).toEqual(["beforeunload"]);
    await expect(page).toHaveURL(/\/insurance\/medicare$/);
    await expect(page.getByLabel("First name")).toHaveValue("Margaret");
  });

  test("nothing typed: leaving does not ask", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.goto("/insurance/medicare");
    await openTab(page, "Calculator", calculatorForm(page));
    await page.getByLabel("Yearly deductible").click();
    await page.getByRole("link", { name: "Back to Insurance" }).click();
    await expect(page).toHaveURL(/\/insurance$/);
    expect(dialogs).toEqual([]);
  });

  test("after the estimate is shown: leaving does not ask", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.goto("/insurance/calculator");
    await expectHydrated(calculatorForm(page));
    await page.getByLabel("Type of insurance").selectOption("commercial");
    await page.getByLabel("Type of plan").selectOption("ppo");
    await page.getByLabel("Type of care").selectOption("physical-therapy");
    await page.getByLabel("How often you need visits").selectOption("weekly");
    await page.getByLabel("How long you expect to need care").selectOption("1-week");
    await page.getByRole("button", { name: "Calculate My Costs" }).click();
    await expect(page.getByText("You Pay", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Request Detailed Quote" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(dialogs).toEqual([]);
  });
});

test("the Medicare page's Calculator tab: You Pay $0.00 for covered visits, and why", async ({
  page,
}) => {
  await page.goto("/insurance/medicare");
  await openTab(page, "Calculator", calculatorForm(page));
  await expect(page.getByLabel("Type of insurance")).toHaveValue("medicare");
  await page.getByLabel("Type of plan").selectOption("original-medicare");
  await page.getByLabel("Type of care").selectOption("skilled-nursing");
  await page.getByLabel("How often you need visits").selectOption("3x-week");
  await page.getByLabel("How long you expect to need care").selectOption("1-2-months");
  await page.getByRole("button", { name: "Calculate My Costs" }).click();
  const result = page.locator("[aria-live=polite]").filter({ hasText: "Total Cost" });
  // 18 nurse visits at $150 = $2,700: 20 % would be the $540 the page showed before.
  await expect(result.locator("dt", { hasText: "You Pay" }).locator("+ dd")).toHaveText("$0.00");
  await expect(result.locator("dt", { hasText: "Insurance Pays" }).locator("+ dd")).toHaveText(
    "$2,700.00",
  );
  await expect(result).toContainText(
    "Original Medicare pays for covered home health visits in full",
  );
  await expect(result).not.toContainText("$540.00");
});
