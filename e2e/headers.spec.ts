import { expect, test, type Page } from "@playwright/test";

test("pages are served with the security headers", async ({ request }) => {
  for (const path of ["/", "/privacy-policy", "/missing-page"]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["content-security-policy"], path).toContain("default-src 'self'");
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["strict-transport-security"], path).toContain("max-age=");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
  }
});

test("the CSP allows inline scripts by hash only, and Google Translate's script hosts", async ({
  request,
}) => {
  const policy = (await request.get("/")).headers()["content-security-policy"]!;
  const scriptSrc = policy.split(";").find((d) => d.trim().startsWith("script-src "))!;
  const sources = scriptSrc.trim().split(/\s+/).slice(1);
  expect(sources).not.toContain("'unsafe-inline'");
  expect(sources).toContain("'self'");
  expect(sources.some((source) => source.startsWith("'sha256-"))).toBe(true);
  for (const host of [
    "https://translate.google.com",
    "https://translate.googleapis.com",
    "https://translate-pa.googleapis.com",
    "https://www.gstatic.com",
  ])
    expect(sources).toContain(host);
});

test("a page without the translation widget gets no Google host, and no inline styles but its own", async ({
  request,
}) => {
  // The inbox has no translation control: its policy is narrowed at build (scripts/lib/page-csp.mjs).
  const policy = (await request.get("/inbox")).headers()["content-security-policy"]!;
  const directive = (name: string) =>
    policy
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `))!;
  expect(policy).not.toMatch(/google|gstatic/);
  expect(directive("style-src")).not.toContain("'unsafe-inline'");
  expect(directive("style-src")).toMatch(/'sha256-/);
  // A page with the widget keeps Google's hosts and 'unsafe-inline' for its injected styles.
  const home = (await request.get("/")).headers()["content-security-policy"]!;
  expect(home).toContain("https://translate.googleapis.com");
  expect(home).toMatch(/style-src [^;]*'unsafe-inline'/);
});

/** Records every CSP violation the page reports, from before its first script runs. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
}

for (const path of ["/", "/blog/1", "/insurance/calculator", "/contact", "/inbox"]) {
  test(`${path} runs its inline scripts and islands without a CSP violation`, async ({ page }) => {
    await recordViolations(page);
    await page.goto(path);
    // Every island must wake (client:visible ones once in view, client:interact ones when a
    // pointer comes over them): the island loader and the directive scripts are inline, so they
    // run only if the policy lets them. Astro drops an island's `ssr` attribute once hydrated.
    for (const island of await page.locator("astro-island").all()) {
      await island.evaluate((el) => {
        const first = el.firstElementChild;
        first?.scrollIntoView({ block: "center" });
        first?.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
      });
      await expect(island).not.toHaveAttribute("ssr");
    }
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => Reflect.get(window, "cspViolations"))).toEqual([]);
  });
}

test("clean URLs: /privacy-policy is served, and /privacy-policy.html leads to it", async ({
  request,
}) => {
  expect((await request.get("/privacy-policy")).status()).toBe(200);
  const html = await request.get("/privacy-policy.html", { maxRedirects: 0 });
  expect([200, 301, 308]).toContain(html.status());
  if (html.status() !== 200) expect(html.headers()["location"]).toBe("/privacy-policy");
});

test("an unknown path answers status 404 with the not-found page", async ({ request }) => {
  const response = await request.get("/nothing/here");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Oops! Page not found");
});
