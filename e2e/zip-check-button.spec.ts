import { expect, test, type Locator, type Page } from "@playwright/test";
import { reviewShot, reviewShots } from "./support/shots";

/*
 * Issue 32: on `/` the ZIP check wakes only when a visitor comes to it (client:interact). Its
 * Check button must not look dead until then: the page's HTML draws it as the awake check does
 * with an empty field, and a press before the script is held and answered once it runs.
 */

/** What a visitor sees of a button, and what a screen reader is told of it. */
const look = (button: Locator) =>
  button.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      opacity: style.opacity,
      cursor: style.cursor,
      background: style.backgroundColor,
      color: style.color,
      ariaDisabled: el.getAttribute("aria-disabled"),
      disabled: (el as HTMLButtonElement).disabled,
    };
  });

/** The whole page and the check alone, at a phone's width and a desktop's (E2E_SHOTS only). */
async function shots(page: Page, zip: Locator, name: string) {
  await reviewShots(page, "zip-check", `home-${name}`);
  if (!process.env.E2E_SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await reviewShot(zip, "zip-check", `check-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("the home page's Check button looks the same before its island wakes as after", async ({
  page,
}) => {
  await page.goto("/");
  const zip = page.locator("[data-zip-check]");
  const button = zip.getByRole("button", { name: "Check" });
  await expect(zip).not.toHaveAttribute("data-hydrated", "");
  const before = await look(button);
  await shots(page, zip, "before-use");
  await expect(zip).not.toHaveAttribute("data-hydrated", "");

  await zip.getByRole("textbox", { name: "Do we serve your area?" }).focus();
  await expect(zip).toHaveAttribute("data-hydrated", "");
  expect(await look(button)).toEqual(before);
  expect(before).toMatchObject({ opacity: "1", cursor: "pointer", ariaDisabled: null });
  await shots(page, zip, "after-use");
});

test("Check pressed before the script arrives answers as the awake check does", async ({
  page,
}) => {
  await page.goto("/");
  const zip = page.locator("[data-zip-check]");
  await expect(zip).not.toHaveAttribute("data-hydrated", "");
  await zip.getByRole("button", { name: "Check" }).click();
  await expect(zip).toHaveAttribute("data-hydrated", "");
  // The empty field's answer, as a click on the awake check gives it.
  await expect(zip.getByRole("status")).toContainText("Enter a ZIP code, like 60090");
  await expect(zip.getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
});
