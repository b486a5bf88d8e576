import type { LightMyRequestResponse } from "fastify";
import { createProofOfWork } from "../api/proof-of-work";
import { buildApp, type AppOptions } from "../app";
import { createStaffStore } from "../db/staff-store";
import { createStore } from "../db/store";
import type { OpenDatabase } from "../db/database";
import type { InboxOptions } from "../api/inbox/context";
import { softwareAuthenticator, type SoftwareAuthenticator } from "./authenticator";

/** The inbox's origin in the tests (the WebAuthn origin; rpID "localhost"). */
export const ORIGIN = "http://localhost:3301";
export const INBOX_URL = `${ORIGIN}/inbox/`;

/** A clock the test moves; the service reads no other. */
export function testClock(start: string | Date) {
  let time = new Date(start).getTime();
  return {
    now: () => new Date(time),
    set: (to: string | Date) => {
      time = new Date(to).getTime();
    },
    advance: (ms: number) => {
      time += ms;
    },
  };
}

export const CHICAGO_OFFICE = {
  timeZone: "America/Chicago",
  weekdays: [1, 2, 3, 4, 5],
  opensAt: 8 * 60,
  closesAt: 17 * 60,
};

export function inboxApp(
  database: Pick<OpenDatabase, "db">,
  now: () => Date,
  overrides: Partial<InboxOptions> & Pick<AppOptions, "logger" | "site"> = {},
) {
  const { logger, site, ...inbox } = overrides;
  const proofOfWork = createProofOfWork({ maxCounter: 2000 });
  const app = buildApp({
    store: createStore(database.db),
    proofOfWork,
    rateLimitMax: 1000,
    logger,
    site,
    inbox: {
      db: database.db,
      now,
      origin: ORIGIN,
      inboxUrl: INBOX_URL,
      idleMinutes: 15,
      retentionDays: 90,
      schedule: CHICAGO_OFFICE,
      answerWithinHours: 2,
      answerWithinHoursByType: { referral: 1 },
      signInRateLimit: 1000,
      ...inbox,
    },
  });
  return { app, proofOfWork };
}

type App = ReturnType<typeof inboxApp>["app"];

/** A signed-in person: the cookie header and the CSRF token to send back. */
export type Session = {
  cookie: string;
  csrf: string;
  staffId: string;
  authenticator: SoftwareAuthenticator;
};

const cookieOf = (response: LightMyRequestResponse) => {
  const header = response.headers["set-cookie"];
  const value = Array.isArray(header) ? header[0] : header;
  return (value ?? "").split(";")[0] ?? "";
};

/** A staff request with the session's cookie, CSRF token and the inbox's origin. */
export function call(
  app: App,
  session: Session | undefined,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
) {
  return app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: {
      origin: ORIGIN,
      ...(session ? { cookie: session.cookie, "x-csrf-token": session.csrf } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

/** A fresh X25519-shaped recipient (bech32 charset; the server only checks its form). */
export function fakeRecipient(seed: number) {
  const alphabet = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
  let out = "";
  for (let i = 0; i < 58; i += 1) out += alphabet[(seed * 7 + i * 13) % 32];
  return `age1${out}`;
}

export const ARMORED = (body = "YWdlLWVuY3J5cHRpb24=") =>
  `-----BEGIN AGE ENCRYPTED FILE-----\n${body}\n-----END AGE ENCRYPTED FILE-----\n`;

/** Invites (as the CLI does), enrols with a software passkey: a signed-in session. */
export async function enrolled(
  app: App,
  database: Pick<OpenDatabase, "db">,
  now: () => Date,
  person: { name: string; role: "admin" | "staff"; email?: string },
  seed = Math.floor(Math.random() * 1e6),
): Promise<Session> {
  const { token } = await createStaffStore(database.db).invite(person, null, now());
  const authenticator = softwareAuthenticator(ORIGIN);
  const options = await call(app, undefined, "POST", "enrolment/options", { token });
  if (options.statusCode !== 200) throw new Error(`options ${options.statusCode} ${options.body}`);
  const response = authenticator.register(options.json().options);
  const enrolment = await call(app, undefined, "POST", "enrolment", {
    token,
    response,
    memberKey: { kind: "passkey", recipient: fakeRecipient(seed), wrappedIdentity: ARMORED() },
  });
  if (enrolment.statusCode !== 201) {
    throw new Error(`enrolment ${enrolment.statusCode} ${enrolment.body}`);
  }
  const info = enrolment.json();
  return {
    cookie: cookieOf(enrolment),
    csrf: info.csrfToken,
    staffId: info.staff.id,
    authenticator,
  };
}

/** Signs in again with the session's passkey: a new session. */
export async function signIn(app: App, authenticator: SoftwareAuthenticator) {
  const options = await call(app, undefined, "POST", "sessions/options", {});
  const response = authenticator.authenticate(options.json().options);
  const answer = await call(app, undefined, "POST", "sessions", { response });
  return { answer, cookie: cookieOf(answer) };
}

/** The re-authentication ceremony on `session` (its passkey, UV unless `flags` says otherwise). */
export async function reauthenticate(app: App, session: Session, flags?: number) {
  const options = await call(app, session, "POST", "reauth/options", {});
  if (options.statusCode !== 200) throw new Error(`reauth ${options.statusCode} ${options.body}`);
  const response = session.authenticator.authenticate(
    options.json().options,
    flags === undefined ? {} : { flags },
  );
  return call(app, session, "POST", "reauth/verify", { response });
}

/** `reauthenticate`, which must succeed. */
export async function reauthenticated(app: App, session: Session) {
  const answer = await reauthenticate(app, session);
  if (answer.statusCode !== 200) throw new Error(`reauth ${answer.statusCode} ${answer.body}`);
  return session;
}
