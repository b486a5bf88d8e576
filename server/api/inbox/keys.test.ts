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
  reauthenticated,
  signIn,
  testClock,
  type Session,
} from "../../test/inbox";

let database: Awaited<ReturnType<typeof freshDatabase>>;
const clock = testClock("2026-03-02T15:00:00Z");
let app: ReturnType<typeof inboxApp>["app"];
let ada: Session;
let cy: Session;

beforeAll(async () => {
  database = await freshDatabase();
  app = inboxApp(database, clock.now).app;
  ada = await enrolled(app, database, clock.now, { name: "Ada", role: "admin" }, 1);
  cy = await enrolled(app, database, clock.now, { name: "Cy", role: "staff" }, 2);
  // Adding a key or an invitation wants a fresh re-authentication (reauth.test.ts); the clock
  // stands still here, so one each lasts the file.
  await reauthenticated(app, ada);
  await reauthenticated(app, cy);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe("keys, passkeys and colleagues", () => {
  it("registers agency keys (admins), refuses the same recipient twice, and retires one", async () => {
    const body = { recipient: fakeRecipient(50), label: "Agency 2026" };
    expect((await call(app, cy, "POST", "keys/agency", body)).statusCode).toBe(403);
    const added = await call(app, ada, "POST", "keys/agency", body);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ ...body, recovery: false, retiredAt: null });
    expect((await call(app, ada, "POST", "keys/agency", body)).statusCode).toBe(409);
    expect(
      (await call(app, ada, "POST", "keys/agency", { recipient: "age1nope", label: "x" }))
        .statusCode,
    ).toBe(400);
    const retired = await call(app, ada, "POST", `keys/agency/${added.json().id}/retire`, {});
    expect(retired.json().retiredAt).toBe(clock.now().toISOString());
    expect(
      (await call(app, ada, "POST", `keys/agency/${added.json().id}/retire`, {})).statusCode,
    ).toBe(404);
  });

  it("lets staff grant to their own member key only; admins to anyone's", async () => {
    const agency = (
      await call(app, ada, "POST", "keys/agency", {
        recipient: fakeRecipient(51),
        label: "Current",
      })
    ).json();
    const adaKey = (await call(app, ada, "GET", "keys")).json().memberKeys[0];
    const cyKey = (await call(app, cy, "GET", "keys")).json().memberKeys[0];
    const grant = (memberKeyId: string) => ({
      memberKeyId,
      agencyKeyId: agency.id,
      ciphertext: ARMORED(),
    });
    expect((await call(app, cy, "POST", "keys/grants", grant(adaKey.id))).statusCode).toBe(403);
    expect((await call(app, cy, "POST", "keys/grants", grant(cyKey.id))).statusCode).toBe(201);
    expect((await call(app, ada, "POST", "keys/grants", grant(adaKey.id))).statusCode).toBe(201);
    const plain = { ...grant(cyKey.id), ciphertext: "AGE-SECRET-KEY-1QQQ" };
    expect((await call(app, ada, "POST", "keys/grants", plain)).statusCode).toBe(400);
    const keys = (await call(app, cy, "GET", "keys")).json();
    expect(keys.grants).toEqual([
      expect.objectContaining({ memberKeyId: cyKey.id, agencyKeyId: agency.id }),
    ]);
    const staff = (await call(app, ada, "GET", "staff")).json().staff;
    expect(staff.find((member: { id: string }) => member.id === cy.staffId).agencyKeyIds).toEqual([
      agency.id,
    ]);
  });

  it("adds a second passkey (verified) that then signs in, and a device key", async () => {
    const options = await call(app, cy, "POST", "passkeys/options", {});
    expect(options.json().options.excludeCredentials).toHaveLength(1);
    const second = softwareAuthenticator(ORIGIN);
    const added = await call(app, cy, "POST", "passkeys", {
      response: second.register(options.json().options),
      memberKey: { kind: "passkey", recipient: fakeRecipient(60), wrappedIdentity: ARMORED() },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().memberKeys).toHaveLength(2);
    const { answer } = await signIn(app, second);
    expect(answer.json().staff.id).toBe(cy.staffId);
    const device = await call(app, cy, "POST", "keys/members", {
      memberKey: { kind: "device", recipient: fakeRecipient(61), wrappedIdentity: null },
    });
    expect(device.statusCode).toBe(201);
    expect(device.json().memberKeys.map((key: { kind: string }) => key.kind)).toEqual([
      "passkey",
      "passkey",
      "device",
    ]);
    const wrapped = await call(app, cy, "POST", "keys/members", {
      memberKey: { kind: "device", recipient: fakeRecipient(62), wrappedIdentity: ARMORED() },
    });
    expect(wrapped.statusCode).toBe(400);
  });

  it("invites with a one-time link in the fragment, and sets one's own notifications", async () => {
    const invitation = await call(app, ada, "POST", "staff/invitations", {
      name: "Eve",
      role: "staff",
    });
    expect(invitation.statusCode).toBe(201);
    expect(invitation.json().link).toMatch(/^http:\/\/localhost:3301\/inbox\/#invite=[\w-]{43}$/);
    expect(
      (await call(app, ada, "POST", "staff/invitations", { name: "", role: "staff" })).statusCode,
    ).toBe(400);
    const me = await call(app, cy, "PATCH", "staff/me", { notify: false, email: "cy@agency.test" });
    expect(me.json()).toMatchObject({ id: cy.staffId, notify: false, email: "cy@agency.test" });
    expect((await call(app, cy, "PATCH", "staff/me", { notify: "yes" })).statusCode).toBe(400);
    expect((await call(app, ada, "POST", `staff/${ada.staffId}/disable`, {})).statusCode).toBe(400);
  });

  it("uses the __Host- Secure cookie when the request is not plain HTTP on loopback", async () => {
    const options = await app.inject({
      method: "POST",
      url: "/api/v1/sessions/options",
      headers: { host: "agency.example", "content-type": "application/json" },
      payload: "{}",
    });
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/sessions",
      headers: { host: "agency.example", "content-type": "application/json" },
      payload: JSON.stringify({ response: ada.authenticator.authenticate(options.json().options) }),
    });
    expect(response.statusCode).toBe(201);
    expect(String(response.headers["set-cookie"])).toMatch(
      /^__Host-inbox=[\w-]{43}; HttpOnly; Secure; SameSite=Strict; Path=\/$/,
    );
  });
});
