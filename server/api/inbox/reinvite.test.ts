import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/database";
import { softwareAuthenticator } from "../../test/authenticator";
import {
  ARMORED,
  call,
  enrolled,
  fakeRecipient,
  inboxApp,
  ORIGIN,
  reauthenticated,
  signIn,
  testClock,
  type Session,
} from "../../test/inbox";

/*
 * A lost passkey (docs/INBOX-DESIGN.md): an admin re-invites the account; when the link is used the
 * old passkeys, member keys (and so grants) and sessions go; the account, its role, address
 * and history stay.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
const clock = testClock("2026-03-02T15:00:00Z");
let app: ReturnType<typeof inboxApp>["app"];
let ada: Session;

beforeAll(async () => {
  database = await freshDatabase();
  app = inboxApp(database, clock.now).app;
  ada = await enrolled(app, database, clock.now, { name: "Ada", role: "admin" }, 1);
  await reauthenticated(app, ada);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const tokenOf = (link: string) => new URL(link).hash.replace("#invite=", "");

/** Enrols with `token` on a new software passkey; the answer and the new session's cookie. */
async function enrolWith(token: string, seed: number) {
  const authenticator = softwareAuthenticator(ORIGIN);
  const options = await call(app, undefined, "POST", "enrolment/options", { token });
  expect(options.statusCode).toBe(200);
  const response = authenticator.register(options.json().options);
  const answer = await call(app, undefined, "POST", "enrolment", {
    token,
    response,
    memberKey: { kind: "device", recipient: fakeRecipient(seed), wrappedIdentity: null },
  });
  return { answer, authenticator, options: options.json() };
}

describe("re-inviting an account whose passkey was lost", () => {
  it("gives the same account a new passkey, removes the old ones, keeps its history", async () => {
    const bo = await enrolled(
      app,
      database,
      clock.now,
      { name: "Bo", role: "staff", email: "bo@agency.example" },
      2,
    );
    const agency = await call(app, ada, "POST", "keys/agency", {
      recipient: fakeRecipient(3),
      label: "Agency",
    });
    const boKey = (await call(app, bo, "GET", "keys")).json().memberKeys[0];
    const granted = await call(app, ada, "POST", "keys/grants", {
      memberKeyId: boKey.id,
      agencyKeyId: agency.json().id,
      ciphertext: ARMORED(),
    });
    expect(granted.statusCode).toBe(201);

    const made = await call(app, ada, "POST", `staff/${bo.staffId}/reinvite`, {});
    expect(made.statusCode).toBe(201);
    const pending = (await call(app, ada, "GET", "staff/invitations")).json().invitations;
    expect(pending).toContainEqual(
      expect.objectContaining({ forStaffId: bo.staffId, name: "Bo", email: "bo@agency.example" }),
    );

    const { answer, authenticator, options } = await enrolWith(tokenOf(made.json().link), 4);
    expect(options.invitation).toEqual({ name: "Bo", role: "staff" });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().staff).toMatchObject({
      id: bo.staffId,
      name: "Bo",
      email: "bo@agency.example",
    });

    // The old session ended, the old passkey signs in no more, the new one does.
    expect((await call(app, bo, "GET", "keys")).statusCode).toBe(401);
    expect((await signIn(app, bo.authenticator)).answer.statusCode).not.toBe(200);
    expect((await signIn(app, authenticator)).answer.statusCode).toBe(201);

    const member = (await call(app, ada, "GET", "staff"))
      .json()
      .staff.find((row: { id: string }) => row.id === bo.staffId);
    expect(member.memberKeys).toEqual([
      expect.objectContaining({ kind: "device", recipient: fakeRecipient(4) }),
    ]);
    expect(member.agencyKeyIds).toEqual([]);
    const credentials = await database.db
      .selectFrom("credentials")
      .select("id")
      .where("staff_id", "=", bo.staffId)
      .execute();
    expect(credentials).toHaveLength(1);

    const history = await database.db
      .selectFrom("audit_events")
      .select(["action", "subject", "detail"])
      .where("subject", "=", bo.staffId)
      .orderBy("id")
      .execute();
    expect(history.map((row) => row.action)).toEqual(["enrol", "reinvite", "reenrol", "sign_in"]);
    expect(history[2]?.detail).toMatchObject({ passkeysRemoved: 1, invitedBy: ada.staffId });
  });

  it("wants a fresh re-authentication, and refuses oneself, the unknown and the disabled", async () => {
    const cy = await enrolled(app, database, clock.now, { name: "Cy", role: "staff" }, 5);
    clock.advance(10 * 60_000);
    const stale = await call(app, ada, "POST", `staff/${cy.staffId}/reinvite`, {});
    expect(stale.json().error).toBe("reauth_required");
    await reauthenticated(app, ada);
    expect((await call(app, ada, "POST", `staff/${ada.staffId}/reinvite`, {})).statusCode).toBe(
      400,
    );
    expect(
      (await call(app, ada, "POST", "staff/00000000-0000-4000-8000-000000000000/reinvite", {}))
        .statusCode,
    ).toBe(404);
    expect((await call(app, cy, "POST", `staff/${ada.staffId}/reinvite`, {})).statusCode).toBe(403);
    const made = await call(app, ada, "POST", `staff/${cy.staffId}/reinvite`, {});
    expect(made.statusCode).toBe(201);
    expect((await call(app, ada, "POST", `staff/${cy.staffId}/disable`, {})).statusCode).toBe(200);
    // Disabling took the pending re-invitation with it: its link opens nothing.
    const options = await call(app, undefined, "POST", "enrolment/options", {
      token: tokenOf(made.json().link),
    });
    expect(options.statusCode).toBe(400);
    expect((await call(app, ada, "POST", `staff/${cy.staffId}/reinvite`, {})).statusCode).toBe(404);
  });

  it("keeps one link per account: a second re-invitation replaces the first", async () => {
    const dee = await enrolled(app, database, clock.now, { name: "Dee", role: "admin" }, 6);
    const first = await call(app, ada, "POST", `staff/${dee.staffId}/reinvite`, {});
    const second = await call(app, ada, "POST", `staff/${dee.staffId}/reinvite`, {});
    expect(second.statusCode).toBe(201);
    expect(
      (
        await call(app, undefined, "POST", "enrolment/options", {
          token: tokenOf(first.json().link),
        })
      ).statusCode,
    ).toBe(400);
    const { answer } = await enrolWith(tokenOf(second.json().link), 7);
    expect(answer.json().staff).toMatchObject({ id: dee.staffId, role: "admin" });
  });
});
