import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeStagingDir, publishBuild, pruneBuilds } from "../scripts/lib/atomic-build.mjs";
import { buildApp } from "./app";
import { SERVER_HEADERS_FILE } from "./config";
import { unusedStore } from "./test/site-files";

/**
 * `npm run build` swaps a new build in under the running server (scripts/lib/atomic-build.mjs):
 * every request is answered from the old build or the new one, with that build's own header
 * rules, and the rules file is read again when it changes: no restart.
 */
let work: string;
let link: string;
let app: ReturnType<typeof buildApp>;

/** A finished build named `name`: its pages say the name, its rules send it as X-Build. */
function build(name: string, rules?: unknown) {
  const dir = makeStagingDir(link, `${name}-1`);
  for (const page of ["index", "contact", "inbox", "404"]) {
    writeFileSync(path.join(dir, `${page}.html`), `<h1>${page} ${name}</h1>`);
  }
  const headers = rules ?? [{ source: "**", headers: [{ key: "X-Build", value: name }] }];
  writeFileSync(path.join(dir, SERVER_HEADERS_FILE), JSON.stringify(headers));
  return dir;
}

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), "site-swap-"));
  link = path.join(work, "out");
  publishBuild(link, build("a"));
  app = buildApp({ store: unusedStore, site: { root: link } });
});
afterEach(async () => {
  await app.close();
  rmSync(work, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: "GET", url });

describe("a build swapped in under the running server", () => {
  it("serves every request from the old build or the new one, never a 404, across swaps", async () => {
    const answers = [];
    for (let round = 0; round < 20; round += 1) {
      const inFlight = ["/", "/contact", "/inbox"].flatMap((url) => [get(url), get(url)]);
      publishBuild(link, build(`b${round}`));
      pruneBuilds(link);
      answers.push(...(await Promise.all(inFlight)), await get("/"));
    }
    expect(answers).toHaveLength(20 * 7);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      // The page and its headers come from one build.
      expect(answer.body).toMatch(new RegExp(` ${answer.headers["x-build"]}</h1>$`));
    }
    expect((await get("/contact")).body).toBe("<h1>contact b19</h1>");
  });

  it("answers a request from the build it arrived on when a swap lands mid-request", async () => {
    let swapped = false;
    app.addHook("preHandler", async () => {
      if (!swapped) publishBuild(link, build("b"));
      swapped = true;
    });
    const answer = await get("/contact");
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe("<h1>contact a</h1>");
    expect(answer.headers["x-build"]).toBe("a");
    const next = await get("/contact");
    expect(next.body).toBe("<h1>contact b</h1>");
    expect(next.headers["x-build"]).toBe("b");
  });

  it("sends the new header rules from the next response when the rules file changes", async () => {
    expect((await get("/")).headers["x-build"]).toBe("a");
    const rules = [{ source: "**", headers: [{ key: "X-Build", value: "edited" }] }];
    writeFileSync(path.join(link, SERVER_HEADERS_FILE), JSON.stringify(rules));
    expect((await get("/")).headers["x-build"]).toBe("edited");
    expect((await get("/api/v1/health")).headers["x-build"]).toBe("edited");
  });

  it("keeps the last rules while the rules file cannot be read, and answers", async () => {
    expect((await get("/")).headers["x-build"]).toBe("a");
    writeFileSync(path.join(link, SERVER_HEADERS_FILE), "[{ half written");
    const answer = await get("/");
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["x-build"]).toBe("a");
  });
});
