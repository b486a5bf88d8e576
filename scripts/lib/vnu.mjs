/**
 * The Nu HTML Checker (`vnu-jar`, a devDependency; it needs Java) for the HTML gate: where its
 * jar is, and its JSON report as one line per error.
 */
import { createRequire } from "node:module";

/**
 * The checker's jar: VNU_JAR, or the one in node_modules/vnu-jar; undefined when neither.
 * @param {NodeJS.ProcessEnv} env
 * @returns {string | undefined}
 */
export function vnuJar(env) {
  if (env.VNU_JAR) return env.VNU_JAR;
  try {
    return createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
  } catch {
    return undefined;
  }
}

/**
 * The errors of vnu's `--format json` report (`{ messages: [{ type, url, lastLine, message }] }`),
 * one line each: `about.html:12: Element "div" not allowed as child of element "ul"…`. Warnings
 * and info are left out (it runs with `--errors-only`, but a report is read the same either way).
 * So are its CSS messages ("CSS: …"): the pages carry their stylesheet inline, which is Tailwind's
 * output (parsed by Lightning CSS at build), and the checker's CSS grammar predates what it uses
 * (`@property`, `@starting-style`, `margin-trim`, `paint-order`: 7,900 "errors" on 100 pages).
 * The gate checks the HTML, as it did when the stylesheet was a file of its own.
 * @param {string} json
 * @param {string} root the folder whose files were checked (their file: URLs are shown relative)
 * @returns {string[]}
 */
export function vnuErrors(json, root) {
  /** @type {{ messages?: { type?: string, subType?: string, url?: string, lastLine?: number, message?: string }[] }} */
  const report = JSON.parse(json);
  const prefix = `file:${root.endsWith("/") ? root : `${root}/`}`;
  return (report.messages ?? [])
    .filter((message) => message.type === "error" || message.subType === "fatal")
    .filter((message) => !message.message?.startsWith("CSS: "))
    .map((message) => {
      const file = decodeURI(message.url ?? "").replace(prefix, "");
      return `${file}:${message.lastLine ?? "?"}: ${message.message ?? "(no message)"}`;
    });
}
