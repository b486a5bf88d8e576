import { expect, test } from "@playwright/test";

test.describe("Medicare's star ratings", () => {
  for (const path of ["/", "/about"]) {
    test(`${path} shows both ratings in words, the Sample mark, the data's date and the link`, async ({
      page,
    }) => {
      await page.goto(path);
      const ratings = page.getByRole("region", { name: "Our ratings, as Medicare publishes them" });
      await expect(ratings.locator('[data-rating="quality"]')).toContainText("3.5 out of 5 stars");
      await expect(ratings.locator('[data-rating="survey"]')).toContainText("4 out of 5 stars");
      const mark = ratings.locator("[data-sample-mark]");
      await expect(mark).toBeVisible();
      await expect(mark).toHaveAttribute("data-placeholder", "ratings.care-compare");
      await expect(ratings.locator("[data-ratings-released]")).toHaveAttribute(
        "datetime",
        "2026-10-29",
      );
      await expect(ratings.locator("[data-ratings-released]")).toHaveText(
        "Medicare data released October 29, 2026.",
      );
      await expect(ratings.getByRole("link", { name: /Medicare Care Compare/ })).toHaveAttribute(
        "href",
        /^https:\/\/www\.medicare\.gov\/care-compare\//,
      );
    });
  }
});

test.describe("/refer without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("what happens next, the lines, the signed-order note, the ratings and the form's no-script notice", async ({
    page,
  }) => {
    await page.goto("/refer");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Refer a Patient");
    const steps = page.locator("[data-refer-steps] > li");
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText("We call you back within 1 office hour");
    await expect(steps.nth(2)).toContainText("within 48 hours");
    await expect(steps.nth(2)).toContainText("42 CFR 484.55");
    const lines = page.locator("[data-refer-lines]");
    await expect(lines.getByRole("link", { name: "847-568-1033" })).toHaveAttribute(
      "href",
      "tel:+18475681033",
    );
    await expect(lines.locator("[data-refer-fax]")).toHaveAttribute(
      "data-placeholder",
      "referrals.fax",
    );
    await expect(page.locator("[data-refer-not-order]")).toContainText("not a signed order");
    await expect(
      page.getByRole("region", { name: "Our ratings, as Medicare publishes them" }),
    ).toBeVisible();
    // The form's place: without JavaScript it says sending needs it, before any field.
    await expect(page.locator("[data-referral-form-slot] [data-no-script-notice]")).toContainText(
      "This form cannot send yet",
    );
  });
});

test("/refer is linked from the header, the footer, /services, /services/limits and the FAQ", async ({
  page,
}) => {
  await page.goto("/services");
  await expect(page.locator("header [data-refer-link]")).toHaveAttribute("href", "/refer");
  await expect(
    page.locator("footer").getByRole("link", { name: "Refer a Patient" }),
  ).toHaveAttribute("href", "/refer");
  await expect(page.locator("main [data-refer-link]")).toHaveAttribute("href", "/refer");
  await page.goto("/services/limits");
  await expect(page.locator("main [data-refer-link]")).toHaveAttribute("href", "/refer");
  await page.goto("/about");
  await expect(
    page
      .locator('[data-faq-item="how-soon"]')
      .getByRole("link", { name: /Refer a patient/, includeHidden: true }),
  ).toHaveAttribute("href", "/refer");
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(
    page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Refer a Patient" }),
  ).toBeVisible();
});
