import { readFileSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { PAGE_POST_LIMIT_BYTES, ROOT } from "./config";
import { unusedStore, writeSite } from "./test/site-files";
import type { HeaderRule } from "./site-rules";

/** serve.json's own rules: what the site sends (the CSP's hashes aside). */
const serveJson: { headers: HeaderRule[] } = JSON.parse(
  readFileSync(path.join(ROOT, "serve.json"), "utf8"),
);

const SCRIPT = "console.log('a line of the bundle');\n".repeat(300);
let root: string;
let app: ReturnType<typeof buildApp>;

beforeAll(() => {
  const files: Record<string, string | Buffer> = {
    "index.html": "<h1>Home</h1>",
    "about.html": "<h1>About</h1>",
    "404.html": "<h1>Not found</h1>",
    "logo.png": "png",
    "_astro/app.js": SCRIPT,
    // What scripts/precompress.mjs writes next to a text file.
    "_astro/app.js.br": brotliCompressSync(SCRIPT),
    "_astro/app.js.gz": gzipSync(SCRIPT),
    "_astro/plain.js": SCRIPT,
  };
  root = writeSite("site-hardening-", files);
  app = buildApp({ store: unusedStore, site: { root, rules: serveJson.headers } });
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const BROWSER = "gzip, deflate, br, zstd";
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

describe("files compressed at build, not per request", () => {
  it("sends the .br copy to a browser that takes brotli, the .gz to one that takes gzip", async () => {
    const brotli = await get("/_astro/app.js", { "accept-encoding": BROWSER });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.equals(readFileSync(path.join(root, "_astro/app.js.br")))).toBe(true);
    const gzip = await get("/_astro/app.js", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.rawPayload.equals(readFileSync(path.join(root, "_astro/app.js.gz")))).toBe(true);
    const identity = await get("/_astro/app.js");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body).toBe(SCRIPT);
  });

  it("sends a file without copies as it is (nothing compresses it on the way)", async () => {
    const response = await get("/_astro/plain.js", { "accept-encoding": BROWSER });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it("does not serve the copies under their own names", async () => {
    expect((await get("/_astro/app.js.br")).statusCode).toBe(404);
    expect((await get("/_astro/app.js.gz")).statusCode).toBe(404);
  });
});

describe("status codes and cache headers", () => {
  it("answers /404 with status 404", async () => {
    const response = await get("/404");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Not found");
  });

  it("gives the 404 page to a conditional request for a missing page", async () => {
    const first = await get("/missing");
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers["last-modified"]);
    expect(etag).not.toBe("undefined");
    const conditions: Record<string, string>[] = [
      { "if-none-match": etag },
      { "if-modified-since": lastModified },
      { range: "bytes=0-3" },
    ];
    for (const headers of conditions) {
      const response = await get("/missing", headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(404);
      expect(response.body, JSON.stringify(headers)).toContain("Not found");
    }
  });

  it("never lets a 404 be cached, even where its path's rule would cache it for a day", async () => {
    expect((await get("/logo.png")).headers["cache-control"]).toBe("public, max-age=86400");
    expect((await get("/missing.png")).headers["cache-control"]).toBe("no-store");
    expect((await get("/_astro/missing.js")).headers["cache-control"]).toBe("no-store");
    expect((await get("/missing")).headers["cache-control"]).toBe("no-store");
  });

  it("answers the API no-store, behind the site's public rule", async () => {
    expect((await get("/api/v1/health")).headers["cache-control"]).toBe("no-store");
    expect((await get("/api/v1/challenge")).headers["cache-control"]).toBe("no-store");
    expect((await get("/api/v1/nothing")).headers["cache-control"]).toBe("no-store");
  });

  it("sends Cross-Origin-Resource-Policy: same-origin on pages, files, 404s and the API", async () => {
    for (const url of [
      "/",
      "/about",
      "/logo.png",
      "/_astro/app.js",
      "/missing",
      "/api/v1/health",
    ]) {
      expect((await get(url)).headers["cross-origin-resource-policy"], url).toBe("same-origin");
    }
  });

  it("answers PUT, DELETE, PATCH and OPTIONS on pages with 405 and Allow: GET, HEAD", async () => {
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"] as const) {
      for (const url of ["/about", "/missing"]) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(405);
        expect(response.headers.allow).toBe("GET, HEAD");
      }
    }
    expect((await app.inject({ method: "HEAD", url: "/about" })).statusCode).toBe(200);
  });
});

describe("request bodies", () => {
  const postPage = (payload: string | Buffer | Readable, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: "/about",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      payload,
    });

  it("does not decompress a page's body: gzip is read as the bytes it is", async () => {
    // Not gzip at all: decompression would fail with 400; a page drops the bytes unread.
    const response = await postPage("not gzip", { "content-encoding": "gzip" });
    expect(response.statusCode).toBe(303);
    const bomb = gzipSync(Buffer.alloc(20 * 1024 * 1024)); // 20 MiB of zeros, ~20 kB sent
    expect(bomb.length).toBeGreaterThan(PAGE_POST_LIMIT_BYTES);
    const refused = await postPage(bomb, { "content-encoding": "gzip" });
    expect(refused.statusCode).toBe(413);
  });

  it("refuses a page body over the limit, declared or not, and closes the connection", async () => {
    const declared = await postPage("a=b", { "content-length": String(PAGE_POST_LIMIT_BYTES + 1) });
    expect(declared.statusCode).toBe(413);
    expect(declared.headers.connection).toBe("close");
    let read = 0;
    const endless = new Readable({
      read() {
        read += 1024;
        this.push(read > 50 * PAGE_POST_LIMIT_BYTES ? null : Buffer.alloc(1024, 97));
      },
    });
    const streamed = await postPage(endless);
    expect(streamed.statusCode).toBe(413);
    expect(read).toBeLessThan(4 * PAGE_POST_LIMIT_BYTES);
    expect((await postPage("name=Ada")).statusCode).toBe(303);
  });

  it("inflates a gzipped API body only up to the body limit", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/submissions",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      payload: gzipSync(Buffer.alloc(64 * 1024 * 1024, 32)),
    });
    expect(response.statusCode).toBe(413);
  });
});

describe("time-outs on a real socket", () => {
  let slow: ReturnType<typeof buildApp>;
  let port: number;
  beforeAll(async () => {
    slow = buildApp({
      store: unusedStore,
      site: { root, rules: [] },
      timeouts: { requestMs: 1500, headersMs: 1000, keepAliveMs: 500 },
    });
    await slow.listen({ port: 0, host: "127.0.0.1" });
    const address = slow.server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(() => slow.close());

  /** Opens a socket, runs `send` on it, resolves with what came back once the server closed it. */
  const closedBy = (send: (socket: net.Socket) => void) =>
    new Promise<{ answer: string; ms: number }>((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(port, "127.0.0.1", () => send(socket));
      let answer = "";
      socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
      socket.on("error", reject);
      socket.on("close", () => resolve({ answer, ms: Date.now() - started }));
    });

  it("closes a connection whose headers never finish", async () => {
    const { ms } = await closedBy((socket) => socket.write("GET / HTTP/1.1\r\nHost: x\r\n"));
    expect(ms).toBeLessThan(5000);
  });

  it("answers 408 and closes a POST whose body trickles in", async () => {
    let timer: NodeJS.Timeout | undefined;
    const { answer, ms } = await closedBy((socket) => {
      socket.write(
        "POST /about HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n",
      );
      timer = setInterval(() => socket.writable && socket.write("a"), 200);
    });
    clearInterval(timer);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(6000);
  });

  it("closes an idle keep-alive connection", async () => {
    const { answer, ms } = await closedBy((socket) =>
      socket.write("GET /about HTTP/1.1\r\nHost: x\r\n\r\n"),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/keep-alive/i);
    expect(ms).toBeLessThan(4000);
  });
});
