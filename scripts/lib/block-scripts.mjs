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
 * The response header that makes up the bytes the blocking policy saves: the page with scripts
 * blocked must carry as many header bytes as the page with scripts, or the comparison would
 * measure a smaller response (Lantern replays every byte, and a document of 14,600 bytes or
 * fewer on the wire arrives in one round trip less; docs/OPERATIONS.md).
 */
const PADDING_HEADER = "X-Audit-Padding";

/**
 * The rule (every path) that blocks scripts on a page whose policy is `csp`, with the padding
 * header when the blocking policy is shorter: `X-Audit-Padding: xx…\r\n` as long as the bytes
 * the policy lost (none when it lost too few to carry the header).
 * @param {string | undefined} csp
 * @returns {{ source: string, headers: { key: string, value: string }[] }}
 */
export function blockScriptsRule(csp) {
  const blocked = blockScriptsCsp(csp);
  const headers = [{ key: "Content-Security-Policy", value: blocked }];
  const lost = Buffer.byteLength(csp ?? "") - Buffer.byteLength(blocked);
  const padding = lost - Buffer.byteLength(`${PADDING_HEADER}: \r\n`);
  if (padding > 0) headers.push({ key: PADDING_HEADER, value: "x".repeat(padding) });
  return { source: "**", headers };
}

/**
 * A serve-handler config like `config` whose every response carries the script-blocking policy,
 * made from `csp` (the policy of the page asked for), or else from the config's first.
 * @template {{ headers?: { source: string, headers: { key: string, value: string }[] }[] }} Config
 * @param {Config} config
 * @param {string} [csp]
 * @returns {Config}
 */
export function blockScriptsConfig(config, csp) {
  const policy =
    csp ??
    config.headers
      ?.flatMap((rule) => rule.headers)
      .find((header) => header.key.toLowerCase() === "content-security-policy")?.value;
  return { ...config, headers: [...(config.headers ?? []), blockScriptsRule(policy)] };
}
