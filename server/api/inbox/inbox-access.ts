import { timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { SessionInfo } from "../../../src/shared/wire/inbox-api";
import type { SessionRow, StaffRow, StaffStore } from "../../db/staff-store";

/** Who may call a route: any live session, or an admin's. Unset: public. */
type Access = "staff" | "admin";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /** false: the request does not count as activity (the list's poll, the session check). */
    touch?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in person on a staff route (set by the access hook). */
    staff: StaffRow | null;
    session: SessionRow | null;
  }
}

const COOKIE = "inbox";
const SECURE_COOKIE = "__Host-inbox";
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** Plain HTTP on loopback (a laptop, the tests): the cookie cannot be Secure there. */
const insecureLoopback = (request: FastifyRequest) =>
  request.protocol === "http" && LOOPBACK.has(request.hostname);

function readCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie ?? "";
  const wanted = insecureLoopback(request) ? COOKIE : SECURE_COOKIE;
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === wanted) return value.join("=");
  }
  return undefined;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.header(
    "set-cookie",
    insecureLoopback(request)
      ? `${COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/`
      : `${SECURE_COOKIE}=${token}; HttpOnly; Secure; SameSite=Strict; Path=/`,
  );
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.header(
    "set-cookie",
    insecureLoopback(request)
      ? `${COOKIE}=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0`
      : `${SECURE_COOKIE}=; HttpOnly; Secure; SameSite=Strict; Path=/; Max-Age=0`,
  );
}

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** When a session ends: idle, or at its absolute end (`maxMs` after it opened). */
export type SessionTimes = { createdAt: Date; lastSeenAt: Date; now: Date };
export type SessionLimits = { idleMs: number; maxMs: number };

export function sessionInfo(
  staff: StaffRow,
  csrfToken: string,
  times: SessionTimes,
  limits: SessionLimits,
): SessionInfo {
  const endsAt = times.createdAt.getTime() + limits.maxMs;
  const idleEnd = times.lastSeenAt.getTime() + limits.idleMs;
  return {
    staff: {
      id: staff.id,
      name: staff.name,
      role: staff.role,
      notify: staff.notify,
      email: staff.email,
    },
    csrfToken,
    idleTimeoutMs: limits.idleMs,
    expiresAt: new Date(Math.min(idleEnd, endsAt)).toISOString(),
    lifetimeLeftMs: Math.max(0, endsAt - times.now.getTime()),
  };
}

/**
 * The staff routes' gate (onRequest): 401 without a live session (idle ones end here, and any
 * `maxMs` after it opened, however active: a stolen cookie does not live on), 403
 * `csrf` for a state change without the session's CSRF token or from another origin, 403
 * `forbidden` for a non-admin on an admin route; then the session is touched.
 */
export function accessHook(options: {
  staffStore: StaffStore;
  origin: string;
  idleMs: number;
  maxMs: number;
  now: () => Date;
}) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "no-store");
    const access = request.routeOptions.config.access;
    if (!access) return;
    const token = readCookie(request);
    const session = token ? await options.staffStore.session(token) : undefined;
    if (!session) return reply.code(401).send({ error: "unauthenticated" });
    const now = options.now();
    if (
      now.getTime() - session.last_seen_at.getTime() >= options.idleMs ||
      now.getTime() - session.created_at.getTime() >= options.maxMs
    ) {
      await options.staffStore.endSession(session.token_hash);
      clearSessionCookie(request, reply);
      return reply.code(401).send({ error: "signed_out" });
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      const csrf = request.headers["x-csrf-token"];
      const origin = request.headers.origin;
      if (
        typeof csrf !== "string" ||
        !same(csrf, session.csrf_token) ||
        (origin !== undefined && origin !== options.origin)
      ) {
        return reply.code(403).send({ error: "csrf", message: "Reload the inbox and try again." });
      }
    }
    if (access === "admin" && session.staff.role !== "admin") {
      return reply
        .code(403)
        .send({ error: "forbidden", message: "This is for administrators only." });
    }
    if (request.routeOptions.config.touch !== false) {
      await options.staffStore.touchSession(session.token_hash, now);
      session.last_seen_at = now;
    }
    request.staff = session.staff;
    request.session = session;
  };
}

/** The signed-in person (the access hook ran). */
export function signedIn(request: FastifyRequest): StaffRow {
  if (!request.staff) throw new Error("A staff route ran without its access hook.");
  return request.staff;
}
