// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "./lib/run.mjs";

const work = mkdtempSync(path.join(os.tmpdir(), "site-gates-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A built site of `pages` (file → HTML) in a folder of its own. */
function site(name: string, pages: Record<string, string>) {
  const dir = path.join(work, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, html] of Object.entries(pages)) {
    writeFileSync(path.join(dir, file), html, { flag: "w" });
  }
  return dir;
}

/** A PATH with no program on it: no Java. */
const emptyPath = path.join(work, "no-programs");
mkdirSync(emptyPath);

/** scripts/site-gates.mjs on `dir`, with `env` alone and nothing on PATH (so no Java). */
function gates(dir: string, only: string, env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(
    process.execPath,
    ["scripts/site-gates.mjs", "--out", dir, "--only", only],
    {
      cwd: ROOT,
      encoding: "utf8",
      env: { PATH: emptyPath, ...env },
    },
  );
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("npm run test:site", () => {
  it("passes a site whose links resolve and whose JSON-LD is complete", () => {
    const dir = site("good", {
      "index.html":
        '<a href="/about#team">About</a><script type="application/ld+json">{"@type":"WebSite","name":"A","url":"https://a.example"}</script>',
      "about.html": '<h2 id="team">Team</h2>',
    });
    const { code, output } = gates(dir, "links,json-ld");
    expect(output).toContain("✓ links and anchors: no problem on 2 pages");
    expect(output).toContain("✓ JSON-LD: no problem on 2 pages");
    expect(code).toBe(0);
  });

  it("fails with each broken link and incomplete block named", () => {
    const dir = site("bad", {
      "index.html":
        '<a href="/missing">x</a><script type="application/ld+json">{"@type":"WebSite","name":"A"}</script>',
    });
    const { code, output } = gates(dir, "links,json-ld");
    expect(output).toContain('/: <a href="/missing"> names no file in out/');
    expect(output).toContain('WebSite misses "url"');
    expect(code).toBe(1);
  });

  it("checks each sitemap page's head, and fails without a sitemap rather than check nothing", () => {
    const head = (path: string, title: string) =>
      `<!doctype html><html lang="en"><head><title>${title}</title>` +
      '<meta name="description" content="A description long enough to describe this page well.">' +
      `<link rel="canonical" href="https://a.example${path}">` +
      `<meta property="og:title" content="${title}">` +
      `<meta property="og:url" content="https://a.example${path}">` +
      '<meta property="og:image" content="https://a.example/og.png">' +
      '<meta name="twitter:card" content="summary_large_image"></head><body><h1>A</h1>';
    const sitemap =
      "<urlset><url><loc>https://a.example/</loc></url><url><loc>https://a.example/about</loc></url></urlset>";
    const good = site("pages-good", {
      "index.html": head("/", "Home of the example agency"),
      "about.html": head("/about", "About the example agency"),
      "sitemap.xml": sitemap,
    });
    expect(gates(good, "pages")).toEqual({
      code: 0,
      output: expect.stringContaining("✓ pages: no problem on 2 pages"),
    });
    const bad = site("pages-bad", {
      "index.html": head("/", "Home of the example agency"),
      "about.html": head("/about", "Home of the example agency"),
      "sitemap.xml": sitemap,
    });
    const repeated = gates(bad, "pages");
    expect(repeated.output).toContain('/about: title "Home of the example agency" repeats /');
    expect(repeated.code).toBe(1);
    const none = site("pages-none", { "index.html": head("/", "Home of the example agency") });
    expect(gates(none, "pages").output).toContain("sitemap.xml lists no page");
    expect(gates(none, "pages").code).toBe(1);
  });

  it("skips the HTML check without Java on a developer's machine, and fails without it in CI", () => {
    const dir = site("html", { "index.html": "<!doctype html><title>x</title>" });
    const local = gates(dir, "html");
    expect(local.output).toContain("Nu HTML Checker skipped: Java is not installed");
    expect(local.code).toBe(0);
    const ci = gates(dir, "html", { CI: "1" });
    expect(ci.output).toContain("the HTML check cannot run: Java is not installed");
    expect(ci.code).toBe(1);
  });

  it("fails a page that fetches the shell's script with a tag, and names it", () => {
    const src = "/_astro/SiteHeader.astro_astro_type_script_index_0_lang.A1.js";
    const dir = site("shell-scripts", {
      "index.html": `<script type="module">(function loadAfterPaint(sources) { })(["${src}"])</script>`,
      "contact.html": `<script type="module" fetchpriority="low" src="${src}"></script>`,
    });
    const { code, output } = gates(dir, "scripts");
    expect(output).toContain("✗ shell scripts after the first paint: 1 problem(s)");
    expect(output).toContain(`/contact: fetches the shell's script ${src} before the first paint`);
    expect(code).toBe(1);
  });
});
