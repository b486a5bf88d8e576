import { describe, expect, it } from "vitest";
import { moduleImports, resolveSitePath, walkPage } from "./import-graph.mjs";

describe("moduleImports", () => {
  it("finds static imports, re-exports and string-literal dynamic imports in minified code", () => {
    const code =
      'import{j as e}from"./jsx.js";import"./side.js";export*from"./star.js";export{x}from"./re.js";' +
      'const s="import \\"./in-string.js\\"";/* import "./in-comment.js" */' +
      'const l=()=>import("./lazy.js");const v=n=>import(n);const u=import.meta.url;';
    expect(moduleImports(code)).toEqual({
      static: ["./jsx.js", "./side.js", "./star.js", "./re.js"],
      dynamic: ["./lazy.js"],
    });
  });
});

describe("resolveSitePath", () => {
  it("resolves relative and absolute specifiers against the importer", () => {
    expect(resolveSitePath("./b.js", "/_astro/a.js")).toBe("/_astro/b.js");
    expect(resolveSitePath("../x.js", "/_astro/sub/a.js")).toBe("/_astro/x.js");
    expect(resolveSitePath("/_astro/c.js", "/blog/1")).toBe("/_astro/c.js");
  });

  it("resolves a URL of the HTML relative to the page, but not a bare import specifier", () => {
    expect(resolveSitePath("_astro/c.js", "/blog/1", true)).toBe("/blog/_astro/c.js");
    expect(resolveSitePath("_astro/c.js", "/blog/1")).toBeUndefined();
  });

  it("drops query strings and refuses other origins and bare specifiers", () => {
    expect(resolveSitePath("/_astro/c.js?v=1", "/")).toBe("/_astro/c.js");
    expect(resolveSitePath("https://cdn.example.com/x.js", "/")).toBeUndefined();
    expect(resolveSitePath("react", "/_astro/a.js")).toBeUndefined();
  });
});

describe("walkPage", () => {
  // entry → shared, a; a → shared (counted once), b; b → lazy (dynamic); lazy → shared, lazy-dep;
  // lazy-dep → later (dynamic); island → entry (already counted).
  const files: Record<string, string> = {
    "/_astro/entry.js": 'import"./shared.js";import{a}from"./a.js";',
    "/_astro/a.js": 'import"./shared.js";export*from"./b.js";',
    "/_astro/b.js": 'const go=()=>import("./lazy.js");',
    "/_astro/shared.js": "export const s=1;",
    "/_astro/lazy.js": 'import"./shared.js";import"./lazy-dep.js";',
    "/_astro/lazy-dep.js": 'export const f=()=>import("./later.js");',
    "/_astro/later.js": "export const z=1;",
    "/_astro/island.js": 'import"./entry.js";',
    "/_astro/inline-dep.js": "export const i=1;",
  };
  const read = (sitePath: string) => files[sitePath];

  it("counts every statically imported file once and lists dynamic ones as on demand", () => {
    const graph = walkPage(
      {
        route: "/blog/1",
        urls: ["/_astro/entry.js", "/_astro/island.js"],
        inlineModules: ['import "/_astro/inline-dep.js";'],
      },
      read,
    );
    expect(graph.firstVisit.sort()).toEqual(
      [
        "/_astro/a.js",
        "/_astro/b.js",
        "/_astro/entry.js",
        "/_astro/inline-dep.js",
        "/_astro/island.js",
        "/_astro/shared.js",
      ].sort(),
    );
    expect(graph.onDemand.sort()).toEqual(
      ["/_astro/later.js", "/_astro/lazy-dep.js", "/_astro/lazy.js"].sort(),
    );
    expect(graph.external).toEqual([]);
    expect(graph.missing).toEqual([]);
  });

  it("does not list a dynamically imported file as on demand when the page loads it anyway", () => {
    const graph = walkPage(
      { route: "/", urls: ["/_astro/b.js", "/_astro/lazy.js"], inlineModules: [] },
      read,
    );
    expect(graph.firstVisit).toContain("/_astro/lazy.js");
    expect(graph.onDemand.sort()).toEqual(["/_astro/later.js"]);
  });

  it("reports other origins and files missing from the build instead of counting them", () => {
    const graph = walkPage(
      {
        route: "/",
        urls: ["https://cdn.example.com/x.js", "/_astro/gone.js", "/_astro/shared.js"],
        inlineModules: [],
      },
      read,
    );
    expect(graph.firstVisit).toEqual(["/_astro/shared.js"]);
    expect(graph.external).toEqual(["https://cdn.example.com/x.js"]);
    expect(graph.missing).toEqual(["/_astro/gone.js"]);
  });
});
