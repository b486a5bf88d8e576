/**
 * What `npm start` says when it cannot start: one sentence naming the cause and the fix (with
 * PostgreSQL's own log lines where it failed), printed alone on standard error before the
 * process exits with code 1.
 */
class StartupError extends Error {
  override name = "StartupError";
}

/** PostgreSQL's last log lines, indented under the sentence (or nothing when it wrote none). */
const logLines = (lines: readonly string[]) =>
  lines.length === 0 ? "" : `\nPostgreSQL said:\n${lines.map((line) => `  ${line}`).join("\n")}`;

export const startupErrors = {
  missingBuild: (file: string) =>
    new StartupError(
      `The built site is missing (${file} not found): run \`npm run build\` first (\`npm start\` builds it when out/index.html is missing).`,
    ),

  portInUse: (port: number, host: string) =>
    new StartupError(
      `Port ${port} on ${host} is already in use by another program: stop that program, or set PORT to a free port.`,
    ),

  databaseUnreachable: (where: string, reason: string) =>
    new StartupError(
      `The PostgreSQL server in DATABASE_URL (${where}) did not answer (${reason}): check that it is running and reachable and that DATABASE_URL's host, port, user, password and database are right, or unset DATABASE_URL to use the embedded PostgreSQL.`,
    ),

  dataDirOwner: (dir: string, owner: string, expected: string) =>
    new StartupError(
      `The PostgreSQL data folder ${dir} belongs to ${owner}, but PostgreSQL runs as ${expected}: give it to that user (\`chown -R ${expected} ${dir}\`), or set DATA_DIR to another folder.`,
    ),

  dataDirMode: (dir: string, mode: number) =>
    new StartupError(
      `The PostgreSQL data folder ${dir} has mode ${mode.toString(8).padStart(4, "0")}, and PostgreSQL needs 0700 or 0750: run \`chmod 0700 ${dir}\`.`,
    ),

  initdbFailed: (dir: string, lines: readonly string[]) =>
    new StartupError(
      `PostgreSQL could not create its data folder in ${dir} (initdb failed): empty or remove that folder, or set DATA_DIR to another one.${logLines(lines)}`,
    ),

  workerFailed: (number: number, of: number, exit: number | string | null) =>
    new StartupError(
      `Intake process ${number} of ${of} (INTAKE_WORKERS) ended before it could serve (exit ${exit ?? "unknown"}; its own message is above): the intake stopped. Fix what that message names, or set INTAKE_WORKERS=1 to run one process.`,
    ),

  postgresFailed: (dir: string, lines: readonly string[]) =>
    new StartupError(
      `The embedded PostgreSQL did not start on ${dir}: see its log below, fix what it names, or set DATABASE_URL to a PostgreSQL server.${logLines(lines)}`,
    ),
};

/** The sentence to print for anything start-up threw: never "undefined". */
export function describeStartupError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  const shown = error === undefined ? "no reason given" : JSON.stringify(error);
  return `The intake could not start (${shown}); see the log above.`;
}

/** Where a connection string points, without its user or password. */
export function databaseLocation(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "a connection string that is not a URL";
  }
}
