/**
 * What `npm start` says when it cannot start: one sentence naming the cause and the fix (with
 * PostgreSQL's own log lines where it failed), printed alone on standard error before the
 * process exits with code 1.
 */
export class StartupError extends Error {
  override name = "StartupError";
}

export const startupErrors = {
  missingBuild: (file: string) =>
    new StartupError(
      `The built site is missing (${file} not found): run \`npm run build\` first (\`npm start\` builds it when out/index.html is missing).`,
    ),
};

/** The sentence to print for anything start-up threw: never "undefined". */
export function describeStartupError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  const shown = error === undefined ? "no reason given" : JSON.stringify(error);
  return `The intake could not start (${shown}); see the log above.`;
}
