/**
 * `npm run intake -- <command>`: the agency's tools for the intake.
 *   keygen --out FILE         new identity (0600) in FILE; prints its recipient
 *   read --identity FILE      every submission decrypted, one JSON object a line
 *   export --out DIR          the ciphertexts as DIR/<reference>.age (+ index.json)
 *   invite [--admin] NAME     a one-time inbox enrolment link (24 hours)
 *   audit-verify              checks the audit chain; exits 1 at the first broken row
 * The database is the server's: DATABASE_URL, or the embedded one in .data/postgres (joined
 * when the server is running, started for the command otherwise).
 */
import { parseArgs } from "node:util";
import { readConfig } from "../config";
import { openDatabase, type OpenDatabase } from "../db/database";
import { createStore } from "../db/store";
import { exportCiphertexts, keygen, read, type Output } from "./commands";
import { readIdentities } from "./identity";
import { auditVerify, invite } from "./inbox-commands";

const USAGE = `Usage: npm run intake -- <command>
  keygen --out FILE         write a new identity (mode 0600) to FILE and print its recipient
  read --identity FILE      print every submission decrypted, one JSON object a line
  export --out DIR          write the stored ciphertexts to DIR as <reference>.age files
  invite [--admin] "NAME" [--email ADDRESS]
                            print a one-time enrolment link for the staff inbox (24 hours)
  audit-verify              check the audit chain; exit 1 naming the first broken row`;

async function withDatabase<T>(task: (db: OpenDatabase["db"]) => Promise<T>) {
  const config = readConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDir: config.dataDir,
    role: "guest",
  });
  try {
    return await task(database.db);
  } finally {
    await database.close();
  }
}

const withStore = <T>(task: (store: ReturnType<typeof createStore>) => Promise<T>) =>
  withDatabase((db) => task(createStore(db)));

export async function runCli(argv: string[]): Promise<Output & { ok?: boolean }> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      out: { type: "string" },
      identity: { type: "string" },
      admin: { type: "boolean" },
      email: { type: "string" },
    },
  });
  switch (command) {
    case "keygen":
      if (!values.out) throw new Error("keygen needs --out FILE.");
      return keygen(values.out);
    case "read": {
      if (!values.identity) throw new Error("read needs --identity FILE.");
      const identities = readIdentities(values.identity);
      return withStore((store) =>
        read(store.each(), identities, (line) => process.stdout.write(`${line}\n`)),
      );
    }
    case "export": {
      const out = values.out;
      if (!out) throw new Error("export needs --out DIR.");
      return withStore((store) => exportCiphertexts(store.each(), out));
    }
    case "invite": {
      const name = positionals.join(" ");
      const { inboxUrl } = readConfig();
      return withDatabase((db) =>
        invite(db, { name, admin: values.admin ?? false, email: values.email, inboxUrl }),
      );
    }
    case "audit-verify":
      return withDatabase(auditVerify);
    default:
      throw new Error(USAGE);
  }
}

runCli(process.argv.slice(2)).then(
  (output) => {
    for (const line of output.lines) process.stdout.write(`${line}\n`);
    if (output.ok === false) process.exitCode = 1;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
