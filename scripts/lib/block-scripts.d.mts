// Types for block-scripts.mjs (the project's tsconfig has `allowJs: false`).
export const BLOCK_SCRIPTS_HEADER: string;
type HeaderRule = { source: string; headers: { key: string; value: string }[] };
export function blockScriptsCsp(csp: string | undefined): string;
export function blockScriptsRule(csp: string | undefined): HeaderRule;
type ServeConfig = { headers?: HeaderRule[] };
export function blockScriptsConfig<Config extends ServeConfig>(
  config: Config,
  csp?: string,
): Config;
