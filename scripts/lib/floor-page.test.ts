import { describe, expect, it } from "vitest";
import { FLOOR_HTML, startFloorServer } from "./floor-page.mjs";

describe("the audit's floor page", () => {
  it("is a bare page: a heading and a paragraph, no script, style, picture or link", () => {
    expect(FLOOR_HTML).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(FLOOR_HTML).toMatch(/<title>[^<]+<\/title>/);
    expect(FLOOR_HTML).toMatch(/<meta name="description" content="[^"]+">/);
    expect(FLOOR_HTML).toContain("<h1>");
    expect(FLOOR_HTML).not.toMatch(/<(?:script|style|img|svg|link|iframe)\b|\bstyle=/i);
  });

  it("is served at every path with no cache, until closed", async () => {
    const floor = await startFloorServer("127.0.0.1");
    try {
      for (const path of ["", "any/path?x=1"]) {
        const response = await fetch(new URL(path, floor.url));
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(await response.text()).toBe(FLOOR_HTML);
      }
    } finally {
      await floor.close();
    }
    await expect(fetch(floor.url)).rejects.toThrow();
  });
});
