import { expect, test } from "@playwright/test";
import { builtSitemapPaths } from "./support/routes";

/**
 * No page of the sitemap asks another origin for anything while it loads (fonts, images,
 * scripts and styles are self-hosted; Google's translation widget loads only when a visitor
 * opens it). One test per page, so the two workers share them and a failure names its page.
 */
for (const path of builtSitemapPaths()) {
  test(`${path} requests nothing from another origin while it loads`, async ({ page, baseURL }) => {
    const own = new URL(baseURL!).origin;
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (/^(data|blob|about):/.test(url)) return;
      if (new URL(url).origin !== own) elsewhere.push(`${request.resourceType()} ${url}`);
    });
    // networkidle: islands that wake on load or idle have fetched what they fetch by then.
    await page.goto(path, { waitUntil: "networkidle" });
    expect(elsewhere).toEqual([]);
  });
}
