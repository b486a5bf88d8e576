import { expect, test } from "@playwright/test";

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
