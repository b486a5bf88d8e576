import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { parseFrontmatter } from "@astrojs/markdown-remark";

/*
 * What must never reach a browser: the modules that read files at build time (the blog
 * collection: src/lib/blog/article-entries.ts, Astro's content runtime behind astro:content and
 * its Markdown processor; src/lib/county-map.ts with node:fs, us-atlas, topojson-client and
 * d3-geo), the article bodies and the image manifest. Client components get strings and
 * summaries as props instead.
 *
 * The check reads the built site, not the import graph, so it holds whatever the framework: it
 * scans every JavaScript file of the static build in out/ (Astro puts them under out/_astro/;
 * another bundler's folder is covered the same way) for markers of those
 * modules. Each marker is first found in the module's own source, so a marker that a library
 * update removes fails here instead of passing silently.
 */

const OUT = path.join(process.cwd(), "out");
const require = createRequire(import.meta.url);

/** Every .js/.mjs file of the built site, with its path relative to out/. */
function clientScripts(): { file: string; text: string }[] {
  return fs
    .readdirSync(OUT, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => ({ file, text: fs.readFileSync(path.join(OUT, file), "utf8") }));
}

let scripts: ReturnType<typeof clientScripts> | undefined;

/** The scripts that contain `marker` (out/ is read once, on first use). */
const shipping = (marker: string) =>
  (scripts ??= clientScripts()).filter(({ text }) => text.includes(marker)).map(({ file }) => file);

const source = (file: string) => fs.readFileSync(path.join(process.cwd(), file), "utf8");
const packageSource = (name: string) => fs.readFileSync(require.resolve(name), "utf8");
/** A file of a package that its `exports` do not list: read from the package's folder. */
const packageFile = (name: string, file: string) =>
  fs.readFileSync(path.join(path.dirname(require.resolve(`${name}/package.json`)), file), "utf8");

test("the built site has client JavaScript to check", () => {
  scripts ??= clientScripts();
  expect(scripts.length).toBeGreaterThan(5);
});

test("no build-time module reaches a client bundle", () => {
  const markers = [
    // node:fs itself, and the two loaders' own messages.
    { module: "node:fs", marker: '"node:fs"', in: source("src/lib/county-map.ts") },
    {
      module: "src/lib/blog/article-entries.ts",
      marker: "Blog article ids must run 1 to",
      in: source("src/lib/blog/article-entries.ts"),
    },
    {
      module: "src/lib/county-map.ts",
      marker: "us-atlas has no Illinois",
      in: source("src/lib/county-map.ts"),
    },
    // Astro's content runtime (getCollection) and the Markdown processor that renders the bodies.
    {
      module: "astro:content",
      marker: "is a live collection. Use getLiveCollection() instead of getCollection().",
      in: packageFile("astro", "dist/content/runtime.js"),
    },
    {
      module: "@astrojs/markdown-remark",
      marker: "Failed to parse Markdown file",
      in: packageSource("@astrojs/markdown-remark"),
    },
    // A method of every d3-geo stream (geoPath, projections, bounds).
    { module: "d3-geo", marker: "polygonStart", in: packageSource("d3-geo") },
    // topojson-client's feature() and mesh() test for it.
    {
      module: "topojson-client",
      marker: '"GeometryCollection"',
      in: packageSource("topojson-client"),
    },
  ];
  for (const { module, marker, in: text } of markers) {
    expect(text, `${module} no longer contains the marker ${marker}`).toContain(marker);
    expect.soft(shipping(marker), `${module} (${marker}) is in client JavaScript`).toEqual([]);
  }
});

test("no article body reaches a client bundle", () => {
  const dir = path.join(process.cwd(), "src/content/blog/articles");
  const files = fs.readdirSync(dir).filter((name) => name.endsWith(".md"));
  expect(files).toHaveLength(15);
  for (const name of files) {
    const { content } = parseFrontmatter(fs.readFileSync(path.join(dir, name), "utf8"));
    // 40+ characters of the first paragraph without punctuation a bundler could escape.
    const firstParagraph = content.trim().split(/\n\s*\n/)[0]!;
    const marker = firstParagraph.match(/[A-Za-z ]{40,}/)?.[0].trim();
    expect(marker, `no plain run of words at the start of ${name}`).toBeTruthy();
    expect(shipping(marker!), `the body of ${name} is in client JavaScript`).toEqual([]);
  }
});

// Client components get resolved pictures as props from the server sections, never the manifest.
test("the image manifest is not shipped to the browser", () => {
  const alts = [...source("src/content/images.ts").matchAll(/\balt: "([^"]+)"/g)].map(
    ([, alt]) => alt!,
  );
  expect(alts.length).toBeGreaterThan(20);
  const shipped = alts.filter((alt) => shipping(alt).length > 0);
  expect(shipped, "alt texts of src/content/images.ts in client JavaScript").toEqual([]);
});
