/**
 * The translations' review (45 CFR 92.201(c)(3): a qualified human translator reviews any
 * machine or unreviewed translation of critical text), read by `npm run launch-check`:
 *
 * - every Spanish module (src/content/es/*.ts) exports `review`: `{ state: "pending", ... }`
 *   or `{ state: "reviewed", translator: "Name", date: "YYYY-MM-DD" }`;
 * - every Spanish article (src/content/blog/articles/es/{id}.md) says in its frontmatter
 *   `translationOf: "{id}"`, `sourceSha256` (the SHA-256 of the English `{id}.md` it translates,
 *   flagged when the English file has changed since) and `review` (src/lib/blog/translation.ts).
 *
 * Pending files are listed, and fail a production launch check; a module without a state, an
 * article without its English file or whose English changed since are problems at any time.
 */
import { createHash } from "node:crypto";

/** Spanish modules that hold no text of their own (types, list helpers) and tests. */
const HELPERS = new Set(["src/content/es/translation.ts", "src/content/es/format.ts"]);

/** SHA-256 (hex) of a file's text as UTF-8: what `sha256sum` prints for the file. */
export const sha256 = (text) => createHash("sha256").update(text, "utf8").digest("hex");

/**
 * The review state a module's source declares, from its `export const review = { ... }`.
 * @param {string} source
 */
export function moduleReview(source) {
  const match = /export\s+const\s+review\s*=\s*\{([^}]*)\}/.exec(source);
  if (!match) return null;
  const body = match[1] ?? "";
  const field = (name) => new RegExp(`\\b${name}\\s*:\\s*"([^"]*)"`).exec(body)?.[1] ?? null;
  return { state: field("state"), translator: field("translator"), date: field("date") };
}

/**
 * A Spanish article's translation fields, from its frontmatter: `translationOf: "3"`,
 * `sourceSha256: "…"`, and `review: "pending"` or `review: { state: reviewed, translator: …,
 * date: … }` (flow or block YAML).
 * @param {string} markdown
 */
export function articleTranslation(markdown) {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(markdown)?.[1] ?? "";
  const top = (name) =>
    new RegExp(`^${name}:[ \\t]*["']?([^"'\\n]*?)["']?[ \\t]*$`, "m").exec(frontmatter)?.[1] ??
    null;
  const start = frontmatter.search(/^review:/m);
  const block = start === -1 ? "" : (frontmatter.slice(start).split(/\r?\n(?=\S)/)[0] ?? "");
  const inner = (name) =>
    new RegExp(`\\b${name}\\s*:\\s*["']?([^"',}\\n]+?)["']?\\s*(?:[,}\\n]|$)`).exec(block)?.[1] ??
    null;
  const pending = /^review:\s*["']?pending["']?\s*$/m.test(frontmatter);
  return {
    translationOf: top("translationOf"),
    sourceSha256: top("sourceSha256"),
    state: pending ? "pending" : inner("state"),
    translator: pending ? null : inner("translator"),
    date: pending ? null : inner("date"),
  };
}

/**
 * @param {{
 *   modules: readonly { file: string, text: string }[],
 *   articles: readonly { file: string, text: string }[],
 *   english: ReadonlyMap<string, string>,
 * }} input Spanish modules and articles (paths from the checkout), and the English articles'
 *   text by path.
 * @returns {{ pending: string[], reviewed: string[], problems: string[] }}
 */
export function translationReview({ modules, articles, english }) {
  const pending = [];
  const reviewed = [];
  const problems = [];
  const record = (file, state) => {
    if (state?.state === "pending") pending.push(file);
    else if (state?.state === "reviewed" && state.translator && state.date) {
      reviewed.push(`${file} (${state.translator}, ${state.date})`);
    } else {
      problems.push(
        `${file}: no review state (pending, or reviewed with the translator's name and the date)`,
      );
    }
  };
  for (const { file, text } of modules) {
    if (HELPERS.has(file) || /\.test\.tsx?$/.test(file)) continue;
    record(file, moduleReview(text));
  }
  for (const { file, text } of articles) {
    const translation = articleTranslation(text);
    record(file, translation);
    const source = file.replace(/\/es\/[^/]+$/, `/${translation.translationOf ?? "?"}.md`);
    if (!file.endsWith(`/es/${translation.translationOf}.md`)) {
      problems.push(`${file}: translationOf must be the file's own id (the English file's name)`);
    }
    const englishText = english.get(source);
    if (englishText === undefined) {
      problems.push(`${file}: translates ${source}, which does not exist`);
    } else if (translation?.sourceSha256 !== sha256(englishText)) {
      problems.push(
        `${file}: ${source} has changed since it was translated (sourceSha256 is not its SHA-256 ${sha256(englishText)}): update the translation and its sourceSha256`,
      );
    }
  }
  return { pending: pending.sort(), reviewed: reviewed.sort(), problems };
}

/**
 * The report's lines for the translations; `failed` on a problem, and in production while any
 * file is pending.
 * @param {{ pending: string[], reviewed: string[], problems: string[] }} review
 * @param {boolean} production
 */
export function translationLines({ pending, reviewed, problems }, production) {
  const lines = [];
  if (pending.length) {
    lines.push(
      "",
      `${pending.length} Spanish files await a qualified translator's review (45 CFR 92.201(c)(3)):`,
      ...pending.map((file) => `  ${file}`),
    );
  }
  if (reviewed.length) lines.push("", `${reviewed.length} Spanish files reviewed.`);
  if (problems.length) lines.push("", "Translation problems:", ...problems.map((p) => `  ${p}`));
  if (production && pending.length) {
    lines.push(
      "",
      `Production build: ${pending.length} Spanish files are unreviewed. Have each reviewed, set its review state, and build again.`,
    );
  }
  return { lines, failed: problems.length > 0 || (production && pending.length > 0) };
}
