// @vitest-environment node
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import {
  findPlaceholders,
  launchReport,
  reviewCheck,
  routeOf,
  shownOn,
  stripComments,
  withoutRunTimeFacts,
  intakeRecipientsNote,
} from "./launch-check.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SCRIPT = path.join(ROOT, "scripts/launch-check.mjs");

describe("findPlaceholders", () => {
  it("finds each call's literal id, note (literal or a const of the file) and line", () => {
    const text = [
      'import { placeholder } from "./placeholder";',
      'const NOTE = "Who answers after hours.";',
      'export const a = placeholder("contact.hours", "9 to 5", "The office hours.");',
      "export const b = placeholder(",
      "  'contact.after-hours',",
      '  { text: "x, y", list: [1, 2] },',
      "  NOTE,",
      ");",
    ].join("\n");
    expect(findPlaceholders([{ file: "src/content/agency.ts", text }])).toEqual({
      placeholders: [
        { id: "contact.hours", note: "The office hours.", file: "src/content/agency.ts", line: 3 },
        {
          id: "contact.after-hours",
          note: "Who answers after hours.",
          file: "src/content/agency.ts",
          line: 4,
        },
      ],
      errors: [],
    });
  });

  it("ignores comments, the function's own definition and other names", () => {
    const text = [
      '/** Write `placeholder("id", value, note)`; see https://example.org/a // b */',
      "export function placeholder<T>(id: string, value: T, note: string) {}",
      '// placeholder("commented.out", 1, "no")',
      'const url = "https://x.com/ placeholder(";',
      'isPlaceholder(fact); anyPlaceholder([]); input.placeholder("no");',
    ].join("\n");
    expect(findPlaceholders([{ file: "src/content/placeholder.ts", text }])).toEqual({
      placeholders: [],
      errors: [],
    });
  });

  it("reports a call without a literal id, and an id used twice", () => {
    const files = [
      {
        file: "src/a.ts",
        text: 'placeholder(`figures.${name}`, 1, "n");\nplaceholder(id, 2, "n");',
      },
      { file: "src/b.ts", text: 'placeholder("x.one", 1, "n");' },
      { file: "src/c.ts", text: '\n\nplaceholder("x.one", 2, "n");' },
    ];
    const { placeholders, errors } = findPlaceholders(files);
    expect(placeholders.map((entry) => entry.id)).toEqual(["x.one"]);
    expect(errors).toEqual([
      { file: "src/a.ts", line: 1, message: "placeholder( call without a literal id" },
      { file: "src/a.ts", line: 2, message: "placeholder( call without a literal id" },
      {
        file: "src/c.ts",
        line: 3,
        message: 'placeholder id "x.one" is used twice (also src/b.ts:1)',
      },
    ]);
  });

  it("keeps line numbers when blanking comments", () => {
    expect(stripComments("a /* one\ntwo */ b // c\nd")).toBe("a       \n       b     \nd");
  });
});

describe("built pages", () => {
  it("names routes after their files", () => {
    expect(routeOf("index.html")).toBe("/");
    expect(routeOf("about/index.html")).toBe("/about");
    expect(routeOf("insurance/medicare/index.html")).toBe("/insurance/medicare");
    expect(routeOf("404.html")).toBe("/404");
  });

  it("lists the pages that show each placeholder id", () => {
    const shown = shownOn([
      {
        route: "/awards",
        html: '<dd data-placeholder="figures.a">1</dd><dd data-placeholder="figures.b">',
      },
      {
        route: "/",
        html: '<dd data-placeholder="figures.a">1</dd><dd data-placeholder="figures.a">',
      },
    ]);
    expect(Object.fromEntries(shown)).toEqual({
      "figures.a": ["/", "/awards"],
      "figures.b": ["/awards"],
    });
  });

  it("reads the review date and fails it when more than a year old, or missing", () => {
    const page = (attrs: string) => [
      { route: "/", html: "<p>home</p>" },
      { route: "/services/limits", html: `<p>Last reviewed <time ${attrs}>May 1, 2026</time></p>` },
    ];
    const fresh = page('datetime="2026-05-01" data-last-reviewed');
    expect(reviewCheck(fresh, "2027-05-01")).toEqual({
      route: "/services/limits",
      date: "2026-05-01",
      problems: [],
    });
    expect(reviewCheck(fresh, "2027-05-02").problems).toEqual([
      expect.stringContaining("last reviewed 2026-05-01, more than a year ago"),
    ]);
    // As React writes it: `dateTime`, and `data-last-reviewed="true"`.
    expect(
      reviewCheck(page('data-last-reviewed="true" dateTime="2026-05-01"'), "2026-06-01").problems,
    ).toEqual([]);
    expect(
      reviewCheck(page('data-last-reviewed datetime="May 2026"'), "2026-06-01").problems,
    ).toEqual([expect.stringContaining("not written YYYY-MM-DD")]);
    expect(
      reviewCheck([{ route: "/", html: '<time datetime="2026-01-01">x</time>' }], "2026-06-01")
        .problems,
    ).toEqual([expect.stringContaining("No built page has the services-and-limits review date")]);
  });
});

describe("launchReport", () => {
  const placeholders = [
    { id: "figures.a", note: "Count them.", file: "src/content/agency.ts", line: 7 },
  ];
  const review = { route: "/limits", date: "2026-05-01", problems: [] };

  it("lists id, file, note and pages ('not shown' when none)", () => {
    const { lines, failed } = launchReport({
      placeholders: [...placeholders, { id: "x.b", note: "N.", file: "src/b.ts", line: 1 }],
      errors: [],
      shown: new Map([["figures.a", ["/", "/awards"]]]),
      review,
      production: false,
    });
    expect(lines).toContain("  figures.a  (src/content/agency.ts:7)");
    expect(lines).toContain("    Count them.");
    expect(lines).toContain("    shown on: /, /awards");
    expect(lines).toContain("    shown on: not shown");
    expect(failed).toBe(false);
    const everywhere = launchReport({
      placeholders,
      errors: [],
      shown: new Map([["figures.a", ["/", "/awards"]]]),
      review,
      production: false,
      pageCount: 2,
    });
    expect(everywhere.lines).toContain("    shown on: every page (2)");
  });

  it("fails in production while any placeholder remains, and on any problem", () => {
    const shown = new Map<string, string[]>();
    expect(launchReport({ placeholders, errors: [], shown, review, production: true }).failed).toBe(
      true,
    );
    expect(
      launchReport({ placeholders: [], errors: [], shown, review, production: true }).failed,
    ).toBe(false);
    const old = { ...review, problems: ["old"] };
    expect(
      launchReport({ placeholders: [], errors: [], shown, review: old, production: false }).failed,
    ).toBe(true);
  });
});

/* ------------------------------------------------------------------ the script on fixtures */

const fixtures = mkdtempSync(path.join(tmpdir(), "launch-check-"));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

/** The agency's own ratings snapshot, released `released`. */
const ratingsJson = (released: string, sample = false) =>
  JSON.stringify({ sample, ccn: sample ? null : "147001", released, quality: {}, survey: {} });

/** A small checkout: src/ with `agency` as its registry and a ratings snapshot, out/ with two pages. */
function fixture(
  name: string,
  agency: string,
  reviewed = "2026-05-01",
  ratings = ratingsJson("2026-10-29"),
) {
  const root = path.join(fixtures, name);
  mkdirSync(path.join(root, "src/content/ratings"), { recursive: true });
  writeFileSync(path.join(root, "src/content/ratings/care-compare.json"), ratings);
  mkdirSync(path.join(root, "out/services/limits"), { recursive: true });
  writeFileSync(path.join(root, "src/content/agency.ts"), agency);
  writeFileSync(
    path.join(root, "src/content/agency.test.ts"),
    'placeholder("in.a.test", 1, "tests are not sources");',
  );
  writeFileSync(
    path.join(root, "out/index.html"),
    '<dl><dd data-placeholder="figures.patients">500+</dd></dl>',
  );
  writeFileSync(
    path.join(root, "out/services/limits/index.html"),
    `<p>Last reviewed <time data-last-reviewed datetime="${reviewed}">then</time></p>`,
  );
  return root;
}

const run = (root: string, ...flags: string[]) =>
  spawnSync(process.execPath, [SCRIPT, "--root", root, "--today", "2026-11-24", ...flags], {
    encoding: "utf8",
    env: { ...process.env, SITE_ENV: "" },
  });

const withOne =
  'export const patients = placeholder("figures.patients", "500+", "Patients served.");\n';
const confirmed = 'export const patients = "12,400+";\n';

describe("scripts/launch-check.mjs on a fixture", () => {
  it("lists the one placeholder with its file and page, and passes outside production", () => {
    const result = run(fixture("one", withOne));
    expect(result.stdout).toContain("1 placeholders still in src/");
    expect(result.stdout).toContain("figures.patients  (src/content/agency.ts:1)");
    expect(result.stdout).toContain("shown on: /");
    expect(result.stdout).not.toContain("in.a.test");
    expect(result.status).toBe(0);
  });

  it("fails a production build with one placeholder left (--production and SITE_ENV)", () => {
    const root = fixture("production", withOne);
    expect(run(root, "--production").status).toBe(1);
    const build = spawnSync(
      process.execPath,
      [SCRIPT, "--root", root, "--today", "2026-11-24", "--build"],
      {
        encoding: "utf8",
        env: { ...process.env, SITE_ENV: "production" },
      },
    );
    expect(build.status).toBe(1);
    expect(build.stdout).toContain("Production build: 1 placeholders remain");
  });

  it("passes production with every fact confirmed and a recent review", () => {
    const result = run(fixture("clean", confirmed), "--production");
    expect(result.stdout).toContain("No placeholders left in src/.");
    expect(result.stdout).toContain(
      "Services and limits last reviewed 2026-05-01 (/services/limits).",
    );
    expect(result.status).toBe(0);
  });

  it("fails when the review date is more than a year old, even with nothing else to do", () => {
    const result = run(fixture("old-review", confirmed, "2025-11-23"), "--production");
    expect(result.stdout).toContain("more than a year ago");
    expect(result.status).toBe(1);
  });

  it("counts only, and never fails, as the build's step outside production", () => {
    const result = run(fixture("dev-build", withOne, "2020-01-01"), "--build");
    expect(result.stdout).toContain("Launch check: 1 placeholders remain");
    expect(result.status).toBe(0);
  });
});

describe("the ratings snapshot and sample openings on a fixture", () => {
  it("lists a sample snapshot and the sample openings as placeholders", () => {
    const root = fixture("samples", confirmed, "2026-05-01", ratingsJson("2026-10-29", true));
    mkdirSync(path.join(root, "src/content/openings"), { recursive: true });
    writeFileSync(
      path.join(root, "src/content/openings/lpn.md"),
      "---\ntitle: LPN\nsample: true\n---\nBody.\n",
    );
    writeFileSync(
      path.join(root, "src/content/openings/rn.md"),
      "---\ntitle: RN\nsample: false\n---\nBody.\n",
    );
    const result = run(root);
    expect(result.stdout).toContain("2 placeholders still in src/");
    expect(result.stdout).toContain(
      "ratings.care-compare  (src/content/ratings/care-compare.json:1)",
    );
    expect(result.stdout).toContain("careers.opening.lpn  (src/content/openings/lpn.md:3)");
    expect(result.stdout).not.toContain("careers.opening.rn");
    expect(result.status).toBe(0);
    expect(run(root, "--production").status).toBe(1);
  });

  it("warns about a snapshot over four months old, and fails production with it", () => {
    const root = fixture("stale", confirmed, "2026-05-01", ratingsJson("2026-07-23"));
    const dev = run(root);
    expect(dev.stdout).toContain("Warnings:");
    expect(dev.stdout).toContain("released 2026-07-23, more than 4 months ago");
    expect(dev.status).toBe(0);
    const production = run(root, "--production");
    expect(production.stdout).toContain("Problems:");
    expect(production.stdout).toContain("more than 4 months ago");
    expect(production.status).toBe(1);
    const build = spawnSync(
      process.execPath,
      [SCRIPT, "--root", root, "--today", "2026-11-24", "--build"],
      { encoding: "utf8", env: { ...process.env, SITE_ENV: "production" } },
    );
    expect(build.status).toBe(1);
  });

  it("passes production with a snapshot four months old to the day", () => {
    const result = run(
      fixture("fresh", confirmed, "2026-05-01", ratingsJson("2026-07-24")),
      "--production",
    );
    expect(result.stdout).toContain("Medicare ratings released 2026-07-24");
    expect(result.stdout).not.toContain("Warnings:");
    expect(result.status).toBe(0);
  });
});

describe("the real checkout", () => {
  it("fails the production build's check step today: the sources still hold placeholders", () => {
    let status = 0;
    try {
      execFileSync(process.execPath, [SCRIPT, "--build"], {
        cwd: ROOT,
        env: { ...process.env, SITE_ENV: "production" },
        stdio: "pipe",
      });
    } catch (error) {
      status = (error as { status: number }).status;
    }
    expect(status).toBe(1);
  });

  it("never counts the sample intake recipients: the inbox sets them at run time", () => {
    const entries = [{ id: "intake.recipients" }, { id: "figures.patients" }];
    expect(withoutRunTimeFacts(entries)).toEqual([{ id: "figures.patients" }]);
  });

  it("says where the forms' recipients come from: the inbox's keys, or pinned at build", () => {
    expect(intakeRecipientsNote({})).toMatch(
      /ask the intake .* SITE_ENV=production server refuses/,
    );
    expect(intakeRecipientsNote({ INTAKE_RECIPIENTS: " " })).toMatch(/ask the intake/);
    expect(intakeRecipientsNote({ INTAKE_RECIPIENTS: "age1a, age1b" })).toMatch(
      /^Intake recipients: 2 pinned by INTAKE_RECIPIENTS/,
    );
  });
});
