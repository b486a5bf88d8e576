import { expect, test } from "@playwright/test";

/*
 * Issue 32: the ZIP check's table is not in the page (it was 14 kB of island props on `/`,
 * /es, /contact and /service-areas): the check fetches it as its own cached chunk when a visitor
 * comes to it, and says to call when it cannot (offline), never a blank.
 */

const TABLE_CHUNK = /\/_astro\/zip-table-data\.[\w-]+\.js$/;

for (const path of ["/", "/contact"]) {
  test(`${path} carries no ZIP table and fetches it only when the check wakes`, async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (TABLE_CHUNK.test(new URL(request.url()).pathname)) fetched.push(request.url());
    });
    const response = await page.goto(path);
    const html = (await response?.text()) ?? "";
    // A run of the table's ZIP list (60004 Arlington Heights is one of ours) is not in the page.
    expect(html).not.toMatch(/\d{5}\d{5}\d{5}/);
    expect(html).not.toContain("Kenosha County, Wisconsin");
    await page.waitForLoadState("load");
    expect(fetched).toEqual([]);

    const zip = page.locator("[data-zip-check]");
    await zip.scrollIntoViewIfNeeded();
    await zip.getByRole("textbox", { name: "Do we serve your area?" }).focus();
    await expect(zip).toHaveAttribute("data-hydrated", "");
    await expect.poll(() => fetched.length).toBe(1);
  });
}

test("offline, the check says so and gives the phone; back online it answers", async ({ page }) => {
  let offline = true;
  await page.route(TABLE_CHUNK, (route) => (offline ? route.abort() : route.fallback()));
  await page.goto("/");
  const zip = page.locator("[data-zip-check]");
  const field = zip.getByRole("textbox", { name: "Do we serve your area?" });
  await field.focus();
  await expect(zip).toHaveAttribute("data-hydrated", "");
  await field.fill("60090");
  await field.press("Enter");
  const status = zip.getByRole("status");
  await expect(status).toContainText("We could not load our list of ZIP codes just now.");
  await expect(status.getByRole("link", { name: "Call us at 847-568-1033" })).toHaveAttribute(
    "href",
    "tel:+18475681033",
  );

  offline = false;
  await field.press("Enter");
  await expect(status).toContainText("Yes, we serve 60090 (Wheeling).");
});
