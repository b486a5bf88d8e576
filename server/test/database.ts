import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type OpenDatabase } from "../db/database";

/**
 * A fresh, migrated database for one test file on the test server (see global-setup.ts):
 * `drop()` removes it afterwards.
 */
export async function freshDatabase(): Promise<
  OpenDatabase & { url: string; drop: () => Promise<void> }
> {
  const serverUrl = inject("databaseUrl");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ databaseUrl: url.toString(), embeddedDir: "" });
  return {
    ...opened,
    url: url.toString(),
    drop: async () => {
      await opened.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
