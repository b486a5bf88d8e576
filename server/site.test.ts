import { rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { unusedStore, writeSite } from "./test/site-files";

let root: string;
let app: ReturnType<typeof buildApp>;

beforeAll(() => {
  const files: Record<string, string> = {
    "index.html": "<h1>Home</h1>",
    "about.html": "<h1>About</h1>",
    "insurance.html": "<h1>Insurance</h1>",
    "insurance/medicare.html": "<h1>Medicare</h1>",
    "insurance/needs-javascript.html": "<h1>Call us</h1>",
    "404.html": "<h1>Oops! Page not found</h1>",
    "logo.png": "png",
    "_astro/app.js": "console.log(1);\n".repeat(200),
  };
  root = writeSite("site-", files);
  writeFileSync(path.join(os.tmpdir(), "outside-site.html"), "secret");
  app = buildApp({
    store: unusedStore,
    site: {
      root,
      rules: [
        { source: "**", headers: [{ key: "X-Everywhere", value: "yes" }] },
        { source: "**/*.@(png|woff2)", headers: [{ key: "Cache-Control", value: "day" }] },
        { source: "_astro/**", headers: [{ key: "Cache-Control", value: "immutable" }] },
      ],
      rulesFor: (request, rules) =>
        request.headers["x-test"] === "other"
          ? [...rules, { source: "**", headers: [{ key: "X-Everywhere", value: "other" }] }]
          : rules,
    },
  });
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

describe("the site from the intake's process", () => {
  it("serves clean URLs, a page next to its folder, and files", async () => {
    expect((await get("/")).body).toBe("<h1>Home</h1>");
    expect((await get("/about")).body).toBe("<h1>About</h1>");
    expect((await get("/insurance")).body).toBe("<h1>Insurance</h1>");
    expect((await get("/insurance/medicare")).body).toBe("<h1>Medicare</h1>");
    expect((await get("/logo.png")).body).toBe("png");
  });

  it("redirects .html, index.html and a trailing slash to the clean URL, keeping the query", async () => {
    for (const [from, to] of [
      ["/about.html", "/about"],
      ["/index.html", "/"],
      ["/about/", "/about"],
      ["/insurance/medicare.html?tab=2", "/insurance/medicare?tab=2"],
    ]) {
      const response = await get(from!);
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
  });

  it("answers an unknown path, a folder and an escape from the root with the 404 page", async () => {
    for (const url of [
      "/nothing/here",
      "/_astro",
      "/insurance/%2E%2E/%2e%2e/outside-site",
      "/%2e%2e/outside-site",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain("secret");
    }
    expect((await get("/nothing")).body).toContain("Oops! Page not found");
  });

  it("puts the matching header rules on pages, files, the 404 page and the API", async () => {
    expect((await get("/")).headers["x-everywhere"]).toBe("yes");
    expect((await get("/missing")).headers["x-everywhere"]).toBe("yes");
    expect((await get("/api/v1/health")).headers["x-everywhere"]).toBe("yes");
    expect((await get("/logo.png")).headers["cache-control"]).toBe("day");
    expect((await get("/_astro/app.js")).headers["cache-control"]).toBe("immutable");
    expect((await get("/about", { "x-test": "other" })).headers["x-everywhere"]).toBe("other");
  });

  it("sends a form posted without its script on to its page with GET, dropping the body", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/insurance/needs-javascript",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "name=Ada+Marker&phone=8475550100",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/insurance/needs-javascript");
    expect(response.body).not.toContain("Marker");
    const missing = await app.inject({ method: "POST", url: "/nowhere", payload: "a=b" });
    expect(missing.statusCode).toBe(404);
  });
});
