import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pagePolicy } from "../scripts/lib/page-csp.mjs";
import { buildApp } from "./app";
import { ROOT } from "./config";
import type { HeaderRule } from "./site-rules";
import { unusedStore, writeSite } from "./test/site-files";

/** serve.json's own rules, as the build hands them to the server (site-rules.ts). */
const serveJson: { headers: HeaderRule[] } = JSON.parse(
  readFileSync(path.join(ROOT, "serve.json"), "utf8"),
);

let root: string;
let app: ReturnType<typeof buildApp>;

beforeAll(() => {
  root = writeSite("status-page-", {
    "index.html": "<h1>Home</h1>",
    "about.html": "<h1>About</h1>",
    "status.html": "<h1>Where your request stands</h1>",
    "es/status.html": "<h1>En qué etapa está su solicitud</h1>",
    "404.html": "<h1>Not found</h1>",
  });
  app = buildApp({ store: unusedStore, site: { root, rules: serveJson.headers } });
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe("the status pages' headers (issue 31)", () => {
  it.each(["/status", "/es/status"])("%s: no-store and no Referer", async (url) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("leaves the public pages' rules as they were", async () => {
    const response = await app.inject({ method: "GET", url: "/about" });
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("a page without the translation widget gets a policy that loads no Google script", () => {
    const policy = serveJson.headers[0]?.headers.find(
      (header) => header.key === "Content-Security-Policy",
    )?.value;
    expect(policy).toMatch(/google/);
    const own = pagePolicy(policy ?? "", "<html><body><h1>Status</h1></body></html>");
    const directive = (name: string) =>
      own.split(";").find((part) => part.trim().startsWith(`${name} `)) ?? "";
    for (const name of ["script-src", "connect-src", "style-src", "img-src"]) {
      expect(directive(name)).toContain("'self'");
      expect(directive(name)).not.toMatch(/google|gstatic/);
    }
  });
});
