import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffStore } from "../db/staff-store";
import { runIntake } from "../test/spawn";
import { freshDatabase } from "../test/database";
import { recordInboxAddress } from "./inbox-link";

let database: Awaited<ReturnType<typeof freshDatabase>>;
const ADA = "00000000-0000-4000-8000-00000000000a";
beforeAll(async () => {
  database = await freshDatabase();
  // Two enrolled accounts (as enrolment makes them; their passkeys do not matter here).
  await database.db
    .insertInto("staff")
    .values([
      { id: ADA, name: "Ada", role: "admin", email: "ada@agency.example" },
      { name: "Sam", role: "staff", email: "sam@agency.example" },
    ])
    .execute();
});
afterAll(() => database.drop());

/** The real CLI on the test database, with only the link settings `env` gives. */
function intake(env: Record<string, string>, ...args: string[]) {
  const { INBOX_URL: _u, INBOX_ORIGIN: _o, PORT: _p, ...rest } = process.env;
  return runIntake(args, { ...rest, DATABASE_URL: database.url, ...env });
}
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 0, stderr: "" }),
    (error: { code: number; stderr: string }) => error,
  );
const lines = (stdout: string) => stdout.trim().split("\n");

describe("npm run intake -- invite: the link's base", { timeout: 60_000 }, () => {
  it("says it used the default port when the server never recorded its address", async () => {
    const { stdout } = await intake({}, "invite", "--admin", "Al", "--email", "al@agency.example");
    expect(lines(stdout).at(-2)).toMatch(/default port \(3000\).*set INBOX_URL/);
    expect(lines(stdout).at(-1)).toMatch(/^http:\/\/localhost:3000\/inbox\/#invite=/);
  });

  it("uses the address the server recorded at its start, and PORT or INBOX_URL over it", async () => {
    await recordInboxAddress(database.db, "http://localhost:4123/inbox/", new Date());
    const recorded = lines((await intake({}, "invite", "Bo")).stdout);
    expect(recorded.at(-2)).toMatch(/the address the server recorded/);
    expect(recorded.at(-1)).toMatch(/^http:\/\/localhost:4123\/inbox\/#invite=/);
    const port = lines((await intake({ PORT: "4200" }, "invite", "Cy")).stdout);
    expect(port.at(-2)).toBe("Link built from PORT=4200.");
    expect(port.at(-1)).toMatch(/^http:\/\/localhost:4200\/inbox\/#invite=/);
    const url = lines(
      (await intake({ INBOX_URL: "https://agency.example/inbox/" }, "invite", "Di")).stdout,
    );
    expect(url.at(-1)).toMatch(/^https:\/\/agency\.example\/inbox\/#invite=/);
  });
});

describe("npm run intake -- invite --for EMAIL (a lost passkey)", { timeout: 60_000 }, () => {
  it("re-invites the existing admin with that address, case aside", async () => {
    const { stdout } = await intake(
      { PORT: "4300" },
      "invite",
      "--admin",
      "--for",
      "ADA@agency.example",
    );
    expect(lines(stdout)[0]).toMatch(/^New passkey link for Ada \(admin\), valid once until/);
    const token = lines(stdout).at(-1)?.split("#invite=")[1] ?? "";
    const invitation = await createStaffStore(database.db).openInvitation(token, new Date());
    expect(invitation).toMatchObject({ name: "Ada", role: "admin", for_staff_id: ADA });
  });

  it("refuses an address no active account has, and a staff account with --admin", async () => {
    const unknown = await failure(
      intake({}, "invite", "--admin", "--for", "nobody@agency.example"),
    );
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/No active account has the e-mail nobody@agency\.example/);
    const staff = await failure(intake({}, "invite", "--admin", "--for", "sam@agency.example"));
    expect(staff.stderr).toMatch(/a staff member's account, not an administrator's/);
    const taken = await failure(intake({}, "invite", "Ada two", "--email", "ada@AGENCY.example"));
    expect(taken.stderr).toMatch(/already on an active account.*--for ada@AGENCY\.example/);
    const bad = await failure(intake({}, "invite", "Ed", "--email", "not an address"));
    expect(bad.stderr).toMatch(/--email takes an address/);
  });
});
