import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectHydrated } from "./support/hydration";
import { pastMinimumFillTime } from "./support/verification";

/** The page's form (the verification steps or the calculator), an island. */
const islandForm = (page: Page) => page.locator("main form");

/** Each message is shown inside the form (next to its field). */
async function expectFormMessages(page: Page, messages: readonly string[]) {
  for (const message of messages) {
    await expect(page.locator("form").getByText(message).first()).toBeVisible();
  }
}

async function freeze(page: Page, path: string) {
  await page.clock.install({ time: new Date("2026-11-22T09:00:00") });
  await page.clock.pauseAt(new Date("2026-11-22T09:00:01"));
  await page.goto(path);
  await expectHydrated(islandForm(page));
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: false }).first();

async function fillSteps(page: Page) {
  await field(page, "First name").fill("Margaret");
  await field(page, "Last name").fill("Thompson");
  await field(page, "Date of birth").fill("1948-03-27");
  await field(page, "Phone number").fill("847-555-0134");
  await field(page, "Email address").fill("margaret@example.com");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 2 of 4", { exact: true })).toBeVisible();
  await page.getByLabel("Your insurance company or program").selectOption("medicare");
  await field(page, "Insurance member ID").fill("1EG4-TE5-MK72");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 3 of 4", { exact: true })).toBeVisible();
  await page.getByLabel("Type of care you need").selectOption("physical-therapy");
  await page.getByLabel("Physician's name").fill("Dr. Alvarez");
  await page.getByLabel("Physician's phone number").fill("(847) 555-0199");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 4 of 4", { exact: true })).toBeVisible();
  await field(page, "Medical condition").fill("Recovering from a hip replacement in October.");
}

test("verification: every step validates only its own fields, with the spec's messages", async ({
  page,
}) => {
  await page.goto("/insurance/verify");
  await expectHydrated(islandForm(page));
  await expect(page.getByText("Step 1 of 4", { exact: true })).toBeVisible();
  await expect(page.getByText("25%")).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await page.getByRole("button", { name: "Next" }).click();
  await expectFormMessages(page, [
    "First name must be at least 2 characters",
    "Last name must be at least 2 characters",
    "Please enter a valid date (YYYY-MM-DD)",
    // A phone number or an e-mail is enough (issue 21): one message, on the phone field.
    "Please enter a phone number or an email address, so we can reach you",
  ]);
  await expect(field(page, "First name")).toBeFocused();
  await expect(page.getByText("Step 1 of 4", { exact: true })).toBeVisible();

  await field(page, "First name").fill("Margaret");
  await field(page, "Last name").fill("Thompson");
  // Typed as Americans write it (issue 14); 02/30 is not a date.
  await field(page, "Date of birth").fill("02/30/1948");
  await field(page, "Phone number").fill("847-555-0134");
  await field(page, "Email address").fill("margaret@example.com");
  await page.getByRole("button", { name: "Next" }).click();
  await expectFormMessages(page, ["Please enter a valid date (YYYY-MM-DD)"]);
  await field(page, "Date of birth").fill("03/27/1948");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 2 of 4", { exact: true })).toBeVisible();
  await expect(page.getByText("50%")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expectFormMessages(page, [
    "Please choose your insurance company",
    "Insurance ID is required",
  ]);
  await page.getByLabel("Your insurance company or program").selectOption({ label: "Other" });
  await field(page, "Insurance member ID").fill("1EG4-TE5-MK72");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 3 of 4", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expectFormMessages(page, [
    "Please select a service type",
    "Physician name is required",
    "Please enter a 10-digit phone number (an extension is welcome, like x214)",
  ]);
  await page.getByLabel("Type of care you need").selectOption("skilled-nursing");
  await page.getByLabel("Physician's name").fill("Dr. Alvarez");
  await page.getByLabel("Physician's phone number").fill("8475550199");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 4 of 4", { exact: true })).toBeVisible();
  await expect(page.getByText("100%")).toBeVisible();
  await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(
    page
      .locator("form")
      .getByText("Please provide details about your medical condition (at least 10 characters)")
      .first(),
  ).toBeVisible();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByText("Step 3 of 4", { exact: true })).toBeVisible();
});

// Issue 15: the form sends through the intake and the result is always "Verification
// Pending"; the random pick is gone, so pinning Math.random to what once chose each outcome
// changes nothing. (The intake's own checks are in intake-verification.spec.ts.)
for (const random of [0.1, 0.5, 0.9]) {
  test(`verification result with Math.random() = ${random}: always Verification Pending`, async ({
    page,
  }) => {
    await page.addInitScript((value) => {
      Math.random = () => value;
    }, random);
    await page.clock.install();
    await page.goto("/insurance/verify");
    await expectHydrated(islandForm(page));
    await fillSteps(page);
    await pastMinimumFillTime(page);
    await page.getByRole("button", { name: "Submit" }).click();
    const heading = page.getByRole("heading", { name: "Verification Pending" });
    await expect(heading).toBeVisible({ timeout: 20_000 });
    await expect(page.locator("[data-result]")).toHaveAttribute("data-result", "pending");
    await expect(page.getByText(/A care coordinator will call you/)).toBeVisible();
    await expect(page.locator("[data-reference]")).toHaveText(/^BC-[0-9A-Z]{5}$/);
    for (const gone of ["Verification Complete", "Additional Review Required", "not sent"]) {
      await expect(page.getByText(gone)).toHaveCount(0);
    }
    await expect(page.getByRole("link", { name: /847-568-1033/ }).first()).toHaveAttribute(
      "href",
      "tel:+18475681033",
    );
    await expect(page.getByText("Verification Submitted")).toBeVisible();
    await page.getByRole("button", { name: "Submit Another Verification" }).click();
    await expect(page.getByText("Step 1 of 4", { exact: true })).toBeVisible();
    await expect(field(page, "First name")).toHaveValue("");
  });
}

test("calculator: validation messages, then an estimate that matches the formula", async ({
  page,
}) => {
  await freeze(page, "/insurance/calculator");
  await expect(page.getByRole("button", { name: "Calculate My Costs" })).toBeVisible();
  await page.getByRole("button", { name: "Calculate My Costs" }).click();
  await expectFormMessages(page, [
    "Please select your insurance type",
    "Please select your plan type",
    "Please select service type",
    "Please select service frequency",
    "Please select estimated duration",
  ]);
  await page.getByLabel("Type of insurance").selectOption("commercial");
  await page.getByLabel("Type of plan").selectOption("ppo");
  await page.getByLabel("Yearly deductible").fill("-5");
  await page.getByRole("button", { name: "Calculate My Costs" }).click();
  await expect(
    page.locator("form").getByText("Enter an amount of $0 or more").first(),
  ).toBeVisible();

  // physical therapy $120 x (3 visits x 6 weeks = 18) = $2,160; deductible 500 - 100 met = 400;
  // coinsurance 20% of 1,760 = 352; copays 10 x 18 = 180; patient 932 (cap 3,000 - 0); insurance 1,228.
  await page.getByLabel("Yearly deductible").fill("500");
  await page.getByLabel("Deductible you have paid so far").fill("100");
  await page.getByLabel("Coinsurance").fill("20");
  await page.getByLabel("Copay for each visit").fill("10");
  await page.getByLabel("Yearly out-of-pocket maximum").fill("3000");
  await page.getByLabel("Type of care").last().selectOption("physical-therapy");
  await page.getByLabel("How often you need visits").selectOption("3x-week");
  await page.getByLabel("How long you expect to need care").selectOption("1-2-months");
  await page.getByRole("button", { name: "Calculate My Costs" }).click();
  await expect(page.getByRole("button", { name: "Calculating..." })).toBeVisible();
  await page.clock.runFor(1100);
  const result = page.locator("[aria-live=polite]").filter({ hasText: "Total Cost" });
  await expect(result).toContainText("$2,160.00");
  await expect(result).toContainText("$1,228.00");
  await expect(result).toContainText("$932.00");
  await expect(result).toContainText("$400.00");
  await expect(result).toContainText("$352.00");
  await expect(result).toContainText("$180.00");
  // The toast library loads with the first toast and renders on a timer (the clock is paused).
  await runUntilShown(page, page.getByText("Calculation Complete"));

  // A changed answer clears the estimate: it never stands beside the new error.
  await page.getByLabel("Coinsurance").fill("abc");
  await expect(result).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "You changed your answers" })).toBeVisible();
  await page.getByRole("button", { name: "Calculate My Costs" }).click();
  await expectFormMessages(page, ["Enter a percentage from 0 to 100"]);
  await expect(page.getByText("$932.00")).toHaveCount(0);
});

/**
 * Moves the paused clock on until `locator` shows: the calculator's checks load on the first
 * send (a dynamic import), and its one-second timer starts only then, so a single runFor can
 * come too early on a loaded machine.
 */
async function runUntilShown(page: Page, locator: Locator) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(250);
        return locator.isVisible();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

test("calculator: Original Medicare pays covered visits in full; You Pay never exceeds the total", async ({
  page,
}) => {
  await freeze(page, "/insurance/calculator");
  const result = page.locator("[aria-live=polite]").filter({ hasText: "Total Cost" });
  const amount = (label: string) => result.locator("dt", { hasText: label }).locator("+ dd");
  await page.getByLabel("Type of insurance").selectOption("medicare");
  await page.getByLabel("Type of plan").selectOption("original-medicare");
  await page.getByLabel("Type of care").last().selectOption("skilled-nursing");
  await page.getByLabel("How often you need visits").selectOption("monthly");
  await page.getByLabel("How long you expect to need care").selectOption("1-2-months");
  await page.getByRole("button", { name: "Calculate My Costs" }).click();
  await runUntilShown(page, amount("You Pay"));
  await expect(amount("You Pay")).toHaveText("$0.00");
  await expect(amount("Total Cost")).toHaveText("$225.00");
  await expect(result).toContainText(
    "Based on about 1 visit a month for about 6 weeks: 1 and a half visits on average",
  );
  await expect(result).not.toContainText("1.5 visits");

  // A copay larger than a visit costs: You Pay stops at the total, and says why.
  await page.getByLabel("Type of insurance").selectOption("commercial");
  await page.getByLabel("Type of plan").selectOption("ppo");
  await page.getByLabel("Copay for each visit").fill("500");
  await page.getByRole("button", { name: "Calculate My Costs" }).click();
  await runUntilShown(page, amount("You Pay"));
  await expect(amount("You Pay")).toHaveText("$225.00");
  await expect(amount("Insurance Pays")).toHaveText("$0.00");
  await expect(result).toContainText("You never pay more than the cost of your care");
  await expect(result).not.toContainText("$750.00");
});

test.describe("insurance forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, label, value] of [
    ["/insurance/verify", "First name", "Marker-Verify"],
    ["/insurance/calculator", "Yearly deductible", "1234"],
  ] as const) {
    test(`${path} posts (no typed value in a URL) to a page that asks the visitor to call`, async ({
      page,
    }) => {
      const posted: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posted.push(request.url());
      });
      await page.goto(path);
      // Sending works (it posts to the page below): the form must not claim to be disabled.
      await expect(islandForm(page)).not.toHaveAttribute("aria-disabled");
      await page.getByLabel(label).fill(value);
      await page.getByLabel(label).press("Enter");

      await expect(page).toHaveURL(/\/insurance\/needs-javascript$/);
      expect(page.url()).not.toContain(value);
      expect(posted.map((url) => new URL(url).pathname)).toEqual(["/insurance/needs-javascript"]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "This Form Needs JavaScript",
      );
      await expect(
        page.getByRole("main").getByRole("link", { name: /847-568-1033/ }),
      ).toHaveAttribute("href", "tel:+18475681033");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    });
  }
});
