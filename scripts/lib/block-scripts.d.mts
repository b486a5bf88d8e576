// Types for block-scripts.mjs (the project's tsconfig has `allowJs: false`).
export const BLOCK_SCRIPTS_HEADER: string;
export function blockScriptsCsp(csp: string | undefined): string;
type ServeConfig = { headers?: { source: string; headers: { key: string; value: string }[] }[] };
export function blockScriptsConfig<Config extends ServeConfig>(config: Config): Config;
