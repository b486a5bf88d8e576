import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import {
  articleTranslation,
  moduleReview,
  sha256,
  translationLines,
  translationReview,
} from "./translation-review.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SCRIPT = path.join(ROOT, "scripts/launch-check.mjs");

const PENDING =
  'export const review = { state: "pending", translator: null, date: null } as const;\n';
const REVIEWED =
  'export const review = { state: "reviewed", translator: "Ana Ruiz", date: "2026-12-01" } as const;\n';
const ENGLISH = "---\ntitle: Falls\n---\n\nBody.\n";
const article = (hash: string, review = '"pending"', id = "3") =>
  `---\ntitle: "Caídas"\ntranslationOf: "${id}"\nsourceSha256: "${hash}"\nreview: ${review}\n---\n\nTexto.\n`;

describe("review states", () => {
  it("reads a module's review export", () => {
    expect(moduleReview(PENDING)).toEqual({ state: "pending", translator: null, date: null });
    expect(moduleReview(REVIEWED)).toEqual({
      state: "reviewed",
      translator: "Ana Ruiz",
      date: "2026-12-01",
    });
    expect(moduleReview("export const x = 1;")).toBeNull();
  });

  it("reads an article's translation fields, a review flow or block style", () => {
    expect(articleTranslation(article("ab12"))).toMatchObject({
      translationOf: "3",
      sourceSha256: "ab12",
      state: "pending",
    });
    expect(
      articleTranslation(
        article("ab12", "{ state: reviewed, translator: Ana Ruiz, date: 2026-12-01 }"),
      ),
    ).toMatchObject({ state: "reviewed", translator: "Ana Ruiz", date: "2026-12-01" });
    const block = article(
      "cd34",
      "\n  state: reviewed\n  translator: Ana Ruiz\n  date: 2026-12-01",
    );
    expect(articleTranslation(block)).toEqual({
      translationOf: "3",
      sourceSha256: "cd34",
      state: "reviewed",
      translator: "Ana Ruiz",
      date: "2026-12-01",
    });
  });

  it("lists pending files, flags a stale translation, a missing source and a missing state", () => {
    const english = new Map([["src/content/blog/articles/3.md", ENGLISH]]);
    const review = translationReview({
      modules: [
        { file: "src/content/es/a.ts", text: PENDING },
        { file: "src/content/es/b.ts", text: REVIEWED },
        { file: "src/content/es/c.ts", text: "export const c = 1;" },
        { file: "src/content/es/format.ts", text: "export const f = 1;" },
      ],
      articles: [
        { file: "src/content/blog/articles/es/3.md", text: article(sha256(ENGLISH)) },
        {
          file: "src/content/blog/articles/es/4.md",
          text: article(sha256(ENGLISH), '"pending"', "4"),
        },
      ],
      english,
    });
    expect(review.pending).toEqual([
      "src/content/blog/articles/es/3.md",
      "src/content/blog/articles/es/4.md",
      "src/content/es/a.ts",
    ]);
    expect(review.reviewed).toEqual(["src/content/es/b.ts (Ana Ruiz, 2026-12-01)"]);
    expect(review.problems).toEqual([
      expect.stringContaining("src/content/es/c.ts: no review state"),
      expect.stringContaining(
        "es/4.md: translates src/content/blog/articles/4.md, which does not exist",
      ),
    ]);

    const stale = translationReview({
      modules: [],
      articles: [{ file: "src/content/blog/articles/es/3.md", text: article(sha256("old")) }],
      english,
    });
    expect(stale.problems).toEqual([
      expect.stringContaining("has changed since it was translated"),
    ]);
  });

  it("fails production while a file is pending, and any build on a problem", () => {
    const pending = { pending: ["src/content/es/a.ts"], reviewed: [], problems: [] };
    expect(translationLines(pending, false).failed).toBe(false);
    expect(translationLines(pending, true).failed).toBe(true);
    expect(translationLines(pending, true).lines.join("\n")).toContain(
      "1 Spanish files are unreviewed",
    );
    expect(translationLines({ pending: [], reviewed: [], problems: ["x"] }, false).failed).toBe(
      true,
    );
  });
});

const fixtures = mkdtempSync(path.join(tmpdir(), "translation-review-"));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

/** A checkout with no placeholder, a recent services review, one Spanish module and article. */
function fixture(name: string, module: string, spanishArticle: string) {
  const root = path.join(fixtures, name);
  const files: Record<string, string> = {
    "src/content/es/layout.ts": module,
    "src/content/blog/articles/3.md": ENGLISH,
    "src/content/blog/articles/es/3.md": spanishArticle,
    // The CMS star-ratings snapshot the launch check also reads (a recent, confirmed one).
    "src/content/ratings/care-compare.json": JSON.stringify({
      sample: false,
      ccn: "147001",
      released: "2026-10-29",
      quality: {},
      survey: {},
    }),
    "out/index.html": "<p>Home</p>",
    "out/services/limits.html":
      '<p>Last reviewed <time data-last-reviewed datetime="2026-11-01">then</time></p>',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const run = (root: string, ...flags: string[]) =>
  spawnSync(process.execPath, [SCRIPT, "--root", root, "--today", "2026-11-24", ...flags], {
    encoding: "utf8",
    env: { ...process.env, SITE_ENV: "" },
  });

describe("scripts/launch-check.mjs and the translations", () => {
  it("lists a pending Spanish file and passes outside production; fails in production", () => {
    const root = fixture(
      "pending",
      PENDING,
      article(sha256(ENGLISH), "{ state: reviewed, translator: Ana Ruiz, date: 2026-12-01 }"),
    );
    const listed = run(root);
    expect(listed.stdout).toContain("1 Spanish files await a qualified translator's review");
    expect(listed.stdout).toContain("  src/content/es/layout.ts");
    expect(listed.status).toBe(0);
    const production = run(root, "--production");
    expect(production.stdout).toContain("Production build: 1 Spanish files are unreviewed");
    expect(production.status).toBe(1);
  });

  it("passes production once every Spanish file is reviewed", () => {
    const root = fixture(
      "reviewed",
      REVIEWED,
      article(sha256(ENGLISH), "{ state: reviewed, translator: Ana Ruiz, date: 2026-12-01 }"),
    );
    const result = run(root, "--production");
    expect(result.stdout).toContain("2 Spanish files reviewed.");
    expect(result.status).toBe(0);
  });

  it("fails, even outside production, when an article's English source changed since", () => {
    const root = fixture(
      "stale",
      REVIEWED,
      article(
        sha256("an older English text"),
        "{ state: reviewed, translator: Ana Ruiz, date: 2026-12-01 }",
      ),
    );
    const result = run(root);
    expect(result.stdout).toContain(
      "src/content/blog/articles/es/3.md: src/content/blog/articles/3.md has changed since it was translated",
    );
    expect(result.status).toBe(1);
  });
});
