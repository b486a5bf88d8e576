import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { softwareAuthenticator } from "../../test/authenticator";
import { freshDatabase } from "../../test/database";
import {
  ARMORED,
  call,
  enrolled,
  fakeRecipient,
  inboxApp,
  ORIGIN,
  reauthenticate,
  reauthenticated,
  signIn,
  testClock,
  type Session,
} from "../../test/inbox";

/* Adding a credential or a key wants a fresh, user-verified re-authentication on the session. */
let database: Awaited<ReturnType<typeof freshDatabase>>;
const clock = testClock("2026-03-02T15:00:00Z");
let app: ReturnType<typeof inboxApp>["app"];
let ada: Session;
let cy: Session;
let seed = 100;

beforeAll(async () => {
  database = await freshDatabase();
  app = inboxApp(database, clock.now).app;
  ada = await enrolled(app, database, clock.now, { name: "Ada", role: "admin" }, 1);
  cy = await enrolled(app, database, clock.now, { name: "Cy", role: "staff" }, 2);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

/** A fresh session of `person` (sign-in does not count as re-authentication). */
async function session(person: Session): Promise<Session> {
  const { answer, cookie } = await signIn(app, person.authenticator);
  return { ...person, cookie, csrf: answer.json().csrfToken };
}

const UP_ONLY = 0x01;

/** The four additions, each answering its status. */
const additions = {
  passkeyOptions: (s: Session) => call(app, s, "POST", "passkeys/options", {}),
  deviceKey: (s: Session) =>
    call(app, s, "POST", "keys/members", {
      memberKey: { kind: "device", recipient: fakeRecipient((seed += 1)), wrappedIdentity: null },
    }),
  agencyKey: (s: Session) =>
    call(app, s, "POST", "keys/agency", { recipient: fakeRecipient((seed += 1)), label: "A" }),
  invitation: (s: Session) =>
    call(app, s, "POST", "staff/invitations", { name: "Eve", role: "staff" }),
};

async function addPasskey(s: Session, authenticator = softwareAuthenticator(ORIGIN)) {
  const options = await call(app, s, "POST", "passkeys/options", {});
  if (options.statusCode !== 200) return options;
  return call(app, s, "POST", "passkeys", {
    response: authenticator.register(options.json().options),
    memberKey: {
      kind: "passkey",
      recipient: fakeRecipient((seed += 1)),
      wrappedIdentity: ARMORED(),
    },
  });
}

describe("re-authentication", () => {
  it("refuses every addition (403 reauth_required) on a session just signed in or enrolled", async () => {
    for (const s of [ada, await session(ada)]) {
      for (const [name, add] of Object.entries(additions)) {
        const answer = await add(s);
        expect({ name, status: answer.statusCode }).toEqual({ name, status: 403 });
        expect(answer.json()).toEqual({ error: "reauth_required", message: expect.any(String) });
      }
    }
    const keys = (await call(app, ada, "GET", "keys")).json();
    expect(keys.memberKeys).toHaveLength(1);
    expect(keys.agencyKeys).toHaveLength(0);
  });

  it("after a user-verified assertion adds a passkey, a device key, an agency key and an invitation (201)", async () => {
    const s = await session(ada);
    const verified = await reauthenticate(app, s);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      reauthenticatedAt: clock.now().toISOString(),
      validUntil: new Date(clock.now().getTime() + 5 * 60_000).toISOString(),
    });
    expect((await addPasskey(s)).statusCode).toBe(201);
    for (const [name, add] of Object.entries(additions)) {
      expect({ name, status: (await add(s)).statusCode }).toEqual({
        name,
        status: add === additions.passkeyOptions ? 200 : 201,
      });
    }
    const audit = await database.db
      .selectFrom("audit_events")
      .select("action")
      .where("staff_id", "=", ada.staffId)
      .where("action", "=", "reauth")
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("adds a passkey that then signs its member in, with its member key", async () => {
    const phone = softwareAuthenticator(ORIGIN);
    const added = await addPasskey(await reauthenticated(app, await session(ada)), phone);
    expect(added.statusCode).toBe(201);
    expect(added.json().memberKeys).toContainEqual(
      expect.objectContaining({ kind: "passkey", credentialId: phone.credentialId }),
    );
    const { answer } = await signIn(app, phone);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().staff.id).toBe(ada.staffId);
  });

  it("counts for 5 minutes on the controlled clock, not one second more", async () => {
    const s = await reauthenticated(app, await session(cy));
    clock.advance(5 * 60_000 - 1000);
    try {
      expect((await additions.deviceKey(s)).statusCode).toBe(201);
      clock.advance(1000);
      const late = await additions.deviceKey(s);
      expect(late.statusCode).toBe(403);
      expect(late.json().error).toBe("reauth_required");
    } finally {
      clock.advance(-5 * 60_000);
    }
  });

  it("refuses an assertion without user verification (403 reauth_failed), which then counts for nothing", async () => {
    const s = await session(cy);
    const answer = await reauthenticate(app, s, UP_ONLY);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ error: "reauth_failed", message: expect.any(String) });
    expect((await addPasskey(s)).statusCode).toBe(403);
    expect((await additions.deviceKey(s)).json().error).toBe("reauth_required");
  });

  it("counts only on its own session, with the member's own passkey, once per challenge", async () => {
    const mine = await session(cy);
    const other = await session(cy);
    // A challenge asked on one session and answered on another.
    const options = (await call(app, mine, "POST", "reauth/options", {})).json().options;
    expect(options.userVerification).toBe("required");
    expect(options.allowCredentials.map((c: { id: string }) => c.id)).toContain(
      cy.authenticator.credentialId,
    );
    const response = cy.authenticator.authenticate(options);
    expect((await call(app, other, "POST", "reauth/verify", { response })).statusCode).toBe(403);
    // Answered on its own session: it counts there, and not on the other one.
    expect((await call(app, mine, "POST", "reauth/verify", { response })).statusCode).toBe(200);
    expect((await additions.deviceKey(other)).statusCode).toBe(403);
    expect((await additions.deviceKey(mine)).statusCode).toBe(201);
    // Replayed: the challenge was single use.
    const replay = cy.authenticator.authenticate(options);
    expect((await call(app, mine, "POST", "reauth/verify", { response: replay })).statusCode).toBe(
      403,
    );
    // A colleague's passkey answering this member's challenge.
    const fresh = (await call(app, other, "POST", "reauth/options", {})).json().options;
    const foreign = ada.authenticator.authenticate(fresh);
    expect(
      (await call(app, other, "POST", "reauth/verify", { response: foreign })).statusCode,
    ).toBe(403);
    expect((await additions.deviceKey(other)).statusCode).toBe(403);
  });

  it("keeps the first enrolment through an invitation a single step (no re-authentication)", async () => {
    const eve = await enrolled(app, database, clock.now, { name: "Eve", role: "staff" }, 7);
    const keys = (await call(app, eve, "GET", "keys")).json();
    expect(keys.memberKeys).toEqual([expect.objectContaining({ kind: "passkey" })]);
  });
});
