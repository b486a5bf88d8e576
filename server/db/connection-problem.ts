/** Errors of reaching a server and logging in, by code (node's and PostgreSQL's). */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "08000", // connection exception
  "08001", // cannot establish a connection
  "08003", // connection does not exist
  "08006", // connection failure
  "28P01", // invalid password
  "28000", // invalid authorization
  "3D000", // no such database
  "57P01", // terminated by an administrator (a fast shutdown)
  "57P02", // crash shutdown (another backend died: the postmaster resets every connection)
  "57P03", // cannot connect now (starting up, shutting down)
]);

/** What node-postgres says when the connection went away under a query or a checkout. */
const CONNECTION_MESSAGES =
  /timeout|Connection terminated|not queryable|Client was closed|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * A short reason when `error` is a failure to reach, log in to or stay connected to
 * PostgreSQL, else undefined: the database is away (not a bad query), so the answer is 503.
 */
export function connectionProblem(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const code = "code" in error && typeof error.code === "string" ? error.code : undefined;
  const message = "message" in error && typeof error.message === "string" ? error.message : "";
  if (code && CONNECTION_CODES.has(code)) return message ? `${code}: ${message}` : code;
  if (CONNECTION_MESSAGES.test(message)) return message;
  if ("errors" in error && Array.isArray(error.errors)) return connectionProblem(error.errors[0]);
  return undefined;
}
