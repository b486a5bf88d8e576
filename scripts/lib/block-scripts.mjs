/**
 * How `npm run audit` measures a page with every script blocked: its server answers a request
 * carrying BLOCK_SCRIPTS_HEADER with the site's Content-Security-Policy whose script directives
 * are replaced by `script-src 'none'`. The browser then runs no script, inline or external, while
 * Lighthouse's own probes (DevTools protocol) keep working. The alternatives fall short:
 * Lighthouse's `blockedUrlPatterns` leaves inline scripts running, Lighthouse 13 has no setting
 * that turns JavaScript off, and Chromium's `--blink-settings=scriptEnabled=false` makes
 * Lighthouse fail (`Debugger.enable: Script execution is prohibited`).
 */

/** The request header that asks the audit's server for a page with every script blocked. */
export const BLOCK_SCRIPTS_HEADER = "x-audit-scripts";

/**
 * The page's Content-Security-Policy with `script-src 'none'`: the browser then runs no script,
 * inline or external (Lighthouse's own probes go through DevTools and are not affected). Unlike
 * blocking `*.js` URLs this also stops inline scripts, and unlike turning JavaScript off in
 * Chromium it leaves the DevTools debugger Lighthouse needs working.
 * @param {string | undefined} csp
 */
export function blockScriptsCsp(csp) {
  const directives = (csp ?? "")
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => directive && !/^script-src(?:-elem|-attr)?\s/i.test(`${directive} `));
  return [...directives, "script-src 'none'"].join("; ");
}

/**
 * A serve-handler config like `config` whose every response carries the script-blocking policy.
 * @template {{ headers?: { source: string, headers: { key: string, value: string }[] }[] }} Config
 * @param {Config} config
 * @returns {Config}
 */
export function blockScriptsConfig(config) {
  const csp = config.headers
    ?.flatMap((rule) => rule.headers)
    .find((header) => header.key.toLowerCase() === "content-security-policy")?.value;
  const rule = {
    source: "**",
    headers: [{ key: "Content-Security-Policy", value: blockScriptsCsp(csp) }],
  };
  return { ...config, headers: [...(config.headers ?? []), rule] };
}
