import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { isDrawn, RENDER_WHEN_NEAR } from "./support/render-all";
import { sitemapPaths } from "./support/routes";

/** The openings in src/content/openings, read as the build read them: slug and last day. */
const OPENINGS_DIR = new URL("../src/content/openings/", import.meta.url);
const openingFiles = readdirSync(OPENINGS_DIR)
  .filter((name) => name.endsWith(".md"))
  .map((name) => {
    const text = readFileSync(new URL(name, OPENINGS_DIR), "utf8");
    return {
      slug: name.replace(/\.md$/, ""),
      validThrough: /^validThrough: (\S+)$/m.exec(text)?.[1],
      /** A sample opening is built but not published as a job (no JobPosting, noindex). */
      sample: /^sample: true$/m.test(text),
    };
  });
/** Chicago's date today (the build's day, as the e2e run builds first). */
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(new Date());
const current = openingFiles.filter((o) => (o.validThrough ?? "") >= today);
const expired = openingFiles.filter((o) => (o.validThrough ?? "") < today);

test("an opening past its last day is not built: its page is 404 and the sitemap leaves it out", async ({
  request,
}) => {
  // The samples keep one expired opening (rn-weekend-supervisor) so this stays checked.
  expect(expired.length).toBeGreaterThan(0);
  const paths = await sitemapPaths(request);
  for (const { slug } of expired) {
    expect((await request.get(`/careers/${slug}`, { maxRedirects: 0 })).status(), slug).toBe(404);
    expect(paths).not.toContain(`/careers/${slug}`);
  }
  for (const { slug, sample } of current) {
    if (sample) expect(paths, slug).not.toContain(`/careers/${slug}`);
    else expect(paths, slug).toContain(`/careers/${slug}`);
  }
});

test("a closed opening's address says the position has closed and links to the list", async ({
  page,
}) => {
  const response = await page.goto(`/careers/${expired[0]!.slug}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "This position is no longer open",
  );
  await expect(page.getByRole("link", { name: "See open positions" }).first()).toHaveAttribute(
    "href",
    "/careers#openings",
  );
});

test("a real opening's page carries a JobPosting with every listed property; a sample's none, and is noindex", async ({
  page,
}) => {
  expect(current.length).toBeGreaterThanOrEqual(5);
  for (const { slug, validThrough, sample } of current) {
    const response = await page.goto(`/careers/${slug}`);
    expect(response?.status(), slug).toBe(200);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const posting = blocks.find((block) => block["@type"] === "JobPosting");
    const robots = page.locator('meta[name="robots"]');
    if (sample) {
      // Google's job results want only real, open jobs (issue 31).
      expect(posting, slug).toBeUndefined();
      await expect(robots, slug).toHaveAttribute("content", "noindex");
      await expect(page.locator("[data-opening-sample]"), slug).toBeVisible();
      continue;
    }
    await expect(robots, slug).toHaveCount(0);
    expect(posting, slug).toBeDefined();
    for (const key of [
      "title",
      "description",
      "datePosted",
      "validThrough",
      "employmentType",
      "hiringOrganization",
      "jobLocation",
      "baseSalary",
      "identifier",
      "directApply",
    ]) {
      expect(posting, `${slug} ${key}`).toHaveProperty(key);
    }
    expect(posting!.title).toBe(await page.getByRole("heading", { level: 1 }).textContent());
    expect(String(posting!.validThrough)).toContain(validThrough!);
    expect(posting).toMatchObject({
      hiringOrganization: { name: "Beyond Care Home Health" },
      jobLocation: { address: { addressRegion: "IL" } },
      baseSalary: { currency: "USD", value: { minValue: expect.any(Number) } },
      identifier: { value: slug },
      directApply: true, // the page carries the application form
    });
  }
});

test("an opening's page: pay with its hourly estimate, benefits, the apply slot by e-mail and phone", async ({
  page,
}) => {
  await page.goto("/careers/lpn");
  await expect(page.locator("[data-opening-pay]")).toHaveText("$55 to $65 a visit");
  await expect(page.locator("[data-opening-hourly]")).toContainText(
    "About $44 to $52 an hour, estimated",
  );
  await expect(page.locator("[data-opening-sample]")).toHaveAttribute(
    "data-placeholder",
    "careers.opening.lpn",
  );
  const apply = page.locator("[data-apply-slot]");
  await expect(apply.getByRole("link", { name: /Email your résumé/ })).toHaveAttribute(
    "href",
    /^mailto:info@beyondcarehomehealth\.com\?subject=Job%20application%3A%20Licensed%20Practical/,
  );
  await expect(apply.getByRole("link", { name: /^Call us 847-568-1033/ })).toHaveAttribute(
    "href",
    "tel:+18475681033",
  );
  await expect(page.locator("#footer-cta-title")).toHaveText("See open positions");
});

test("/careers filters the openings by discipline and county, and says how many show", async ({
  page,
}) => {
  await page.goto("/careers");
  const section = page.locator("[data-openings]");
  const cards = section.locator("[data-opening]");
  await expect(cards).toHaveCount(current.length);
  const discipline = section.getByLabel("Discipline");
  await expect(discipline).toBeVisible();
  await discipline.selectOption({ label: "Therapy" });
  await expect(section.locator("[data-opening]:visible")).toHaveCount(1);
  await expect(section.locator("[data-openings-count]")).toHaveText(
    `1 of ${current.length} open positions`,
  );
  await expect(page).toHaveURL(/\?discipline=therapy$/);
  await section.getByLabel("County").selectOption({ label: "Will County" });
  await expect(section.locator("[data-opening]:visible")).toHaveCount(0);
  await expect(section.locator("[data-openings-none]")).toBeVisible();
  await expect(section.locator("[data-openings-count]")).toHaveText(
    `0 of ${current.length} open positions`,
  );
  await discipline.selectOption({ label: "All" });
  await expect(section.locator("[data-opening]:visible")).toHaveCount(1);
  await expect(section.locator('[data-opening="home-health-aide"]')).toBeVisible();
  // The choice is in the address: a reload (or a shared link) shows the same.
  await page.reload();
  await expect(section.locator("[data-opening]:visible")).toHaveCount(1);
  await expect(page.locator("#footer-cta-title")).toHaveText("See open positions");
});

test("on a phone /careers draws the blocks below the openings as they come near", async ({
  page,
}) => {
  // Issue 32: culture, benefits and how to apply wait; the openings, which links jump to, do not.
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/careers");
  const blocks = page.locator(`main ${RENDER_WHEN_NEAR}`);
  await expect(blocks).toHaveCount(3);
  await expect(page.locator(`#openings:is(${RENDER_WHEN_NEAR})`)).toHaveCount(0);
  const drawn = () => isDrawn(blocks.last().locator(":scope > *").first());
  expect(await drawn()).toBe(false);
  await blocks.last().evaluate((el) => el.scrollIntoView({ block: "start" }));
  await expect.poll(drawn).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/careers shows every opening and no filters; an opening reads in full", async ({
    page,
  }) => {
    await page.goto("/careers");
    const section = page.locator("[data-openings]");
    await expect(section.locator("[data-opening]:visible")).toHaveCount(current.length);
    await expect(section.locator("[data-openings-filters]")).toBeHidden();
    await expect(section.locator("[data-openings-count]")).toHaveText(
      `${current.length} open positions`,
    );
    await page.goto("/careers/physical-therapist");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Physical Therapist (PT)");
    await expect(page.getByRole("heading", { name: "Requirements" })).toBeVisible();
    await expect(page.locator("[data-apply-slot]")).toContainText("Email your résumé");
  });
});
