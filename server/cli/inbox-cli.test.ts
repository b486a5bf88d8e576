import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffStore } from "../db/staff-store";
import { sha256 } from "../db/tokens";
import { tamperWithAudit } from "../test/audit-tamper";
import { runIntake } from "../test/spawn";
import { freshDatabase } from "../test/database";

let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.drop());

/** The real CLI, as `npm run intake -- …` runs it, on the test database. */
const intake = (...args: string[]) =>
  runIntake(args, {
    ...process.env,
    DATABASE_URL: database.url,
    INBOX_URL: "https://example.org/inbox/",
  });

describe("npm run intake (inbox)", { timeout: 60_000 }, () => {
  it("invite prints a one-time link with the token in the fragment; only its hash is stored", async () => {
    const { stdout } = await intake("invite", "--admin", "Ada Admin");
    const link = stdout.trim().split("\n").at(-1) ?? "";
    expect(link).toMatch(/^https:\/\/example\.org\/inbox\/#invite=[\w-]{43}$/);
    const token = link.split("#invite=")[1] ?? "";
    const rows = await database.db.selectFrom("invitations").selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({ name: "Ada Admin", role: "admin", token_hash: sha256(token) }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
    const invitation = await createStaffStore(database.db).openInvitation(token, new Date());
    expect(invitation?.expires_at.getTime()).toBeGreaterThan(Date.now() + 23.9 * 3_600_000);
    await expect(intake("invite")).rejects.toThrow(/invite needs a name/);
  });

  it("audit-verify prints OK, then exits 1 naming the tampered row", async () => {
    const ok = await intake("audit-verify");
    expect(ok.stdout).toMatch(/^OK/);
    const row = await database.db
      .selectFrom("audit_events")
      .select("id")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await tamperWithAudit(
      database.db,
      sql`update audit_events set detail = '{"role":"staff"}'::jsonb where id = ${row.id}::bigint`,
    );
    const failed = await intake("audit-verify").catch(
      (error: { code: number; stdout: string }) => error,
    );
    expect(failed).toMatchObject({ code: 1 });
    expect(failed.stdout).toContain(`audit row ${row.id} does not verify`);
  });
});
