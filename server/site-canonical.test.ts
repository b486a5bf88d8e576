import { rmSync } from "node:fs";
import net from "node:net";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { unusedStore, writeSite } from "./test/site-files";

const RULES = '[{"source":"**","headers":[]}]';
let root: string;
let app: ReturnType<typeof buildApp>;

beforeAll(async () => {
  const files: Record<string, string | Buffer> = {
    "index.html": "<h1>Home</h1>",
    "about.html": "<h1>About</h1>",
    "es.html": "<h1>Inicio</h1>",
    "insurance.html": "<h1>Insurance</h1>",
    "insurance/medicare.html": "<h1>Medicare</h1>",
    "404.html": "<h1>Not found</h1>",
    "_astro/app.js": "console.log(1);",
    // What the build writes at the root for the hosts and this server, with their copies.
    _headers: "/*\n  X-Frame-Options: DENY\n",
    "_server-headers.json": RULES,
    "_server-headers.json.br": brotliCompressSync(RULES),
    "_server-headers.json.gz": gzipSync(RULES),
  };
  root = writeSite("site-canonical-", files);
  app = buildApp({ store: unusedStore, site: { root, rules: [] } });
  await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

describe("the build's own files", () => {
  it("answers /_headers and /_server-headers.json with the 404 page, in any encoding", async () => {
    for (const url of ["/_headers", "/_server-headers.json", "/_server-headers"]) {
      for (const encoding of ["", "gzip", "br"]) {
        const response = await get(url, { "accept-encoding": encoding });
        expect(response.statusCode, `${url} ${encoding}`).toBe(404);
        expect(response.rawPayload.includes("source"), `${url} ${encoding}`).toBe(false);
      }
    }
    expect((await get("/_server-headers.json")).body).toContain("Not found");
    for (const url of ["/_server-headers.json.br", "/_server-headers.json.gz", "/%5Fheaders"]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    const posted = await app.inject({ method: "POST", url: "/_headers", payload: "a=b" });
    expect(posted.statusCode).toBe(404);
  });

  it("still serves the _astro folder's files", async () => {
    expect((await get("/_astro/app.js")).body).toBe("console.log(1);");
  });
});

describe("one URL per page", () => {
  it("redirects /index, folders' index, doubled slashes and their mixes in one step", async () => {
    for (const [from, to] of [
      ["/index", "/"],
      ["/index/", "/"],
      ["/es/index", "/es"],
      ["/insurance/index.html", "/insurance"],
      ["//about", "/about"],
      ["/insurance//medicare?tab=2", "/insurance/medicare?tab=2"],
      ["///insurance///medicare.html///", "/insurance/medicare"],
      ["//about.html/?a=1&b=//x", "/about?a=1&b=//x"],
      ["//", "/"],
    ]) {
      const response = await get(from!);
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
      expect((await get(to!)).statusCode, to).toBe(200);
    }
  });

  it("never sends a visitor to another host", async () => {
    for (const from of [
      "//evil.com",
      "//evil.com/",
      "///evil.com//",
      "//evil.com/index.html",
      "//evil.com/about.html?x=1",
      "/%2F%2Fevil.com/",
      "/%5Cevil.com/",
    ]) {
      const response = await get(from);
      const location = String(response.headers.location ?? "/");
      expect(location, from).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, "https://agency.example").host, from).toBe("agency.example");
    }
  });

  it("does not redirect a path with a backslash, which a browser reads as a slash", async () => {
    // On a real socket: light-my-request would normalise the path before the server sees it.
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const head = (target: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, "127.0.0.1", () =>
          socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
        );
        let answer = "";
        socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
        socket.on("error", reject);
        socket.on("close", () => resolve(answer.split("\r\n\r\n")[0] ?? ""));
      });
    for (const target of ["/\\evil.com/", "/\\/evil.com/", "//\\evil.com/", "/\\evil.com/a.html"]) {
      const answer = await head(target);
      expect(answer, target).toMatch(/^HTTP\/1\.1 404/);
      expect(answer, target).not.toMatch(/^location:/im);
    }
    // A request line with a whole URL (what a proxy is sent) is no way out either.
    for (const target of ["http://evil.com/about/", "http://evil.com/about.html"]) {
      expect(await head(target), target).not.toMatch(/^location: *(https?:)?\/\//im);
    }
  });

  it("serves no page under a doubled slash, and sends no form posted there elsewhere", async () => {
    expect((await get("/%2F%2Fabout")).statusCode).toBe(404);
    expect((await get("/insurance%2F%2Fmedicare")).statusCode).toBe(404);
    for (const url of ["//about", "/%2F/about", "//insurance/medicare"]) {
      const posted = await app.inject({ method: "POST", url, payload: "a=b" });
      expect(posted.statusCode, url).toBe(404);
      expect(posted.headers.location, url).toBeUndefined();
    }
  });
});
