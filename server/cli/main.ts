/**
 * `npm run intake -- <command>`: the agency's tools for the intake.
 *   keygen --out FILE         new identity (0600) in FILE; prints its recipient
 *   read --identity FILE      every submission decrypted, one JSON object a line
 *   export --out DIR          the ciphertexts as DIR/<reference>.age (+ index.json)
 *   invite [--admin] NAME     a one-time inbox enrolment link (24 hours)
 *   invite [--admin] --for EMAIL  a new passkey link for that existing account (a lost passkey)
 *   audit-verify [--expect-head ID:HASH]
 *                             checks the audit chain, prints its head; exits 1 when broken
 *   backup --out FILE         every table as JSON lines (0600, never over a file), while it runs
 *   restore --from FILE       a backup into an empty database, in one transaction
 *   backup-verify --from FILE a backup's SHA-256, tables and audit head (no database)
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
import { inboxLinkBase } from "./inbox-link";
import { backup } from "./backup";
import { backupVerify, restore } from "./restore";

const USAGE = `Usage: npm run intake -- <command>
  keygen --out FILE         write a new identity (mode 0600) to FILE and print its recipient
  read --identity FILE      print every submission decrypted, one JSON object a line
  export --out DIR          write the stored ciphertexts to DIR as <reference>.age files
  invite [--admin] "NAME" [--email ADDRESS]
                            print a one-time enrolment link for the staff inbox (24 hours)
  invite [--admin] --for EMAIL
                            a lost passkey: a new link for the existing account with that
                            e-mail; using it removes the account's old passkeys (history stays)
  audit-verify [--expect-head ID:HASH]
                            check the audit chain and print its head (last row id:hash); exit 1
                            naming the first broken row, or when the chain no longer holds the
                            expected head (rows removed from its end, or the chain rewritten)
  backup --out FILE         write every table to FILE (JSON lines, mode 0600, never over a file)
  restore --from FILE       restore a backup into an empty database (checks its SHA-256 first)
  backup-verify --from FILE check a backup's SHA-256; print its tables and audit head`;

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
      for: { type: "string" },
      from: { type: "string" },
      "expect-head": { type: "string" },
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
      const admin = values.admin ?? false;
      return withDatabase(async (db) => {
        const base = await inboxLinkBase(db, process.env, readConfig().inboxUrl);
        const link = { inboxUrl: base.url, from: base.from };
        return invite(db, { name, admin, email: values.email, forEmail: values.for, ...link });
      });
    }
    case "audit-verify":
      return withDatabase((db) => auditVerify(db, values["expect-head"]));
    case "backup": {
      const out = values.out;
      if (!out) throw new Error("backup needs --out FILE.");
      return withDatabase((db) => backup(db, out));
    }
    case "restore": {
      const from = values.from;
      if (!from) throw new Error("restore needs --from FILE.");
      return withDatabase((db) => restore(db, from));
    }
    case "backup-verify": {
      if (!values.from) throw new Error("backup-verify needs --from FILE.");
      return backupVerify(values.from);
    }
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
