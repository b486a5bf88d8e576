import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  answerWithinHours,
  closedRequestRetentionDays,
  referralAnswerWithinHours,
} from "../src/shared/facts";

/** The checkout's root (server/ sits in it). @internal */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Fastest a person fills in one of the site's forms, from the first focus; quicker is a script.
 * Low enough for someone whose browser fills the fields in (and "Try again" always passes).
 */
export const MIN_FILL_TIME_MS = 2000;

/** API requests one client may make in `RATE_LIMIT_WINDOW` (INTAKE_RATE_LIMIT). */
export const RATE_LIMIT_MAX = 30;
export const RATE_LIMIT_WINDOW = "10 minutes";

/**
 * Hours an uploaded file waits for the request that names it before it is deleted. The page
 * uploads a request's files right before sending it, so an hour covers a slow connection and a
 * few "Try again"s; longer only lets unclaimed files pile up.
 */
export const UPLOAD_UNCLAIMED_HOURS = 1;

/**
 * Unclaimed upload bytes one client (an IPv4 address or IPv6 /64) may have waiting, and all
 * clients together (UPLOAD_CLIENT_CAP_MIB, UPLOAD_TOTAL_CAP_MIB); over them an upload is
 * refused (503 busy). The largest request (a referral: 8 files, 25 MiB together) seals to a
 * little over 25 MiB, so 64 MiB holds two full ones in flight from one office's connection
 * plus a largest file (10 MiB) re-chosen after a failed send; 1 GiB is some 40 full referrals
 * within the hour the files wait, far above the agency's volume, and bounds what junk can take
 * on disk.
 */
export const UPLOAD_CLIENT_CAP_BYTES = 64 * 1024 * 1024;
export const UPLOAD_TOTAL_CAP_BYTES = 1024 * 1024 * 1024;

/** How long an upload token (`POST /api/v1/upload-tokens`) may start its upload. */
export const UPLOAD_TOKEN_TTL_MS = 15 * 60 * 1000;

/** Largest request body: the largest ciphertext plus the envelope's other fields. */
export const BODY_LIMIT_BYTES = 128 * 1024;

/**
 * A form posted to a page without its script (server/site.ts): a declared body over this is
 * refused unread (413), and no more than this is drained from one without a length; either
 * way the connection is then closed, so nothing more is read.
 */
export const PAGE_POST_LIMIT_BYTES = 16 * 1024;

/** Slowest whole request, slowest headers, longest idle keep-alive (REQUEST_TIMEOUT_MS…). */
export const REQUEST_TIMEOUT_MS = 30_000;
export const HEADERS_TIMEOUT_MS = 10_000;
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/** API answers smaller than this go uncompressed (the site's files are compressed at build). */
export const API_COMPRESS_THRESHOLD_BYTES = 1024;

/** The proof of work's difficulty (ALTCHA_MAX_COUNTER) and how long a challenge may be used. */
export const ALTCHA_MAX_COUNTER = 100_000;
export const ALTCHA_TTL_MS = 30 * 60 * 1000;

/** Connections each intake process keeps to PostgreSQL, and how long one may take to open. */
export const DATABASE_POOL_SIZE = 10;
export const DATABASE_CONNECT_TIMEOUT_MS = 10_000;

/** How often the intake asks PostgreSQL whether it answers, to log when it stops and resumes. */
export const DATABASE_CHECK_INTERVAL_MS = 5_000;

/** Waits before restarting an embedded PostgreSQL that died: doubling from the first to the last. */
export const POSTGRES_RESTART_FIRST_MS = 500;
export const POSTGRES_RESTART_MAX_MS = 15_000;

/** Rows the CLI reads from the database at a time (`Store.each`). */
export const PAGE_SIZE = 200;

/** The file the build writes into the site folder with the header rules the server sends. */
export const SERVER_HEADERS_FILE = "_server-headers.json";

/** Settings read from the environment; every one has a default that runs on a laptop. */
export type ServerConfig = {
  port: number;
  host: string;
  /** A PostgreSQL server to use; without it the embedded one starts in `dataDir`. */
  databaseUrl: string | undefined;
  /** The embedded PostgreSQL's data folder. */
  dataDir: string;
  /** The built site. */
  siteDir: string;
  logLevel: string;
  /** Where the log goes: a file (appended), or standard output when unset. */
  logFile: string | undefined;
  /** Signs the proof-of-work challenges; several instances must share it (random otherwise). */
  altchaHmacKey: string | undefined;
  /** API requests one client may make in ten minutes. */
  rateLimitMax: number;
  /** The proof of work's difficulty: the highest counter a challenge may need. */
  altchaMaxCounter: number;
  /** The least time from a form's first focus to sending that a person takes. */
  minFillTimeMs: number;
  /** Intake processes sharing the port (node:cluster); they share one PostgreSQL. */
  workers: number;
  /**
   * Fastify's `trustProxy` (TRUST_PROXY): false (the default: the peer's address is the
   * client's), or the proxies' addresses / CIDRs whose X-Forwarded-For is believed.
   */
  trustProxy: false | string[];
  /** The inbox's origin (WebAuthn's expected origin; its hostname is the rpID). */
  inboxOrigin: string;
  /** The inbox page's address, for enrolment links and notification e-mails. */
  inboxUrl: string;
  /** Minutes without a staff request before a session ends. */
  idleMinutes: number;
  /** Hours after sign-in when a session ends whatever its activity (INBOX_SESSION_MAX_HOURS). */
  sessionMaxHours: number;
  /** Office hours within which a new request is answered (then it is flagged overdue). */
  answerWithinHours: number;
  /** The same for a referral (a call back to confirm within one office hour). */
  referralAnswerWithinHours: number;
  /** Days a closed request is kept before it is deleted. */
  retentionDays: number;
  /** SMTP server for notifications (smtp:// or smtps://); unset: notifications are logged. */
  smtpUrl: string | undefined;
  smtpFrom: string;
  /** Sign-in and enrolment requests one client may make in ten minutes. */
  signInRateLimit: number;
  /** Unclaimed upload bytes one client, and all together, may have waiting. */
  uploadCaps: UploadCaps;
  /** Node's request, headers and keep-alive time-outs (milliseconds). */
  timeouts: Timeouts;
};

export type Timeouts = { requestMs: number; headersMs: number; keepAliveMs: number };
export type UploadCaps = { clientBytes: number; totalBytes: number };

const MIB = 1024 * 1024;

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number above 0, not "${raw}".`);
  }
  return value;
}

/**
 * TRUST_PROXY: unset, "false" or "0" is off; otherwise the proxies' addresses or CIDRs. A hop
 * count is refused: Fastify 5.12 trusts no hop for a number (it cannot tell the proxy from a
 * client that sends its own X-Forwarded-For), so it would silently do nothing.
 */
function trustProxy(raw: string | undefined): ServerConfig["trustProxy"] {
  const value = raw?.trim() ?? "";
  if (value === "" || value === "false" || value === "0") return false;
  if (/^\d+$/.test(value)) {
    throw new Error(
      `TRUST_PROXY must name the proxy's addresses or CIDRs (such as 127.0.0.1 or 10.0.0.0/8), not a hop count ("${raw}"): Fastify does not trust hop counts.`,
    );
  }
  const entries = value.split(",").map((entry) => entry.trim());
  if (entries.some((entry) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry))) {
    throw new Error(
      `TRUST_PROXY must be the proxy's addresses or CIDRs separated by commas, not "${raw}".`,
    );
  }
  return entries;
}

/** The time-outs; Node needs the headers' to be no longer than the whole request's. */
function timeouts(env: NodeJS.ProcessEnv): Timeouts {
  const requestMs = positiveInteger(
    "REQUEST_TIMEOUT_MS",
    env.REQUEST_TIMEOUT_MS,
    REQUEST_TIMEOUT_MS,
  );
  const headersMs = positiveInteger(
    "HEADERS_TIMEOUT_MS",
    env.HEADERS_TIMEOUT_MS,
    HEADERS_TIMEOUT_MS,
  );
  if (headersMs > requestMs) {
    throw new Error(
      `HEADERS_TIMEOUT_MS (${headersMs}) must not be longer than REQUEST_TIMEOUT_MS (${requestMs}).`,
    );
  }
  return {
    requestMs,
    headersMs,
    keepAliveMs: positiveInteger(
      "KEEP_ALIVE_TIMEOUT_MS",
      env.KEEP_ALIVE_TIMEOUT_MS,
      KEEP_ALIVE_TIMEOUT_MS,
    ),
  };
}

function origin(name: string, raw: string): string {
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`${name} must be a URL such as https://agency.example, not "${raw}".`);
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number.parseInt(env.PORT ?? "3000", 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not "${env.PORT}".`);
  }
  const inboxOrigin = origin("INBOX_ORIGIN", env.INBOX_ORIGIN || `http://localhost:${port}`);
  return {
    port,
    host: env.HOST || "localhost",
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(ROOT, env.DATA_DIR || ".data", "postgres"),
    siteDir: path.resolve(ROOT, env.SITE_DIR || "out"),
    logLevel: env.LOG_LEVEL || "info",
    logFile: env.LOG_FILE ? path.resolve(ROOT, env.LOG_FILE) : undefined,
    altchaHmacKey: env.ALTCHA_HMAC_KEY || undefined,
    rateLimitMax: positiveInteger("INTAKE_RATE_LIMIT", env.INTAKE_RATE_LIMIT, RATE_LIMIT_MAX),
    minFillTimeMs:
      Number.isInteger(Number(env.INTAKE_MIN_FILL_MS)) && env.INTAKE_MIN_FILL_MS
        ? Math.max(0, Number(env.INTAKE_MIN_FILL_MS))
        : MIN_FILL_TIME_MS,
    workers: positiveInteger("INTAKE_WORKERS", env.INTAKE_WORKERS, 1),
    trustProxy: trustProxy(env.TRUST_PROXY),
    altchaMaxCounter: positiveInteger(
      "ALTCHA_MAX_COUNTER",
      env.ALTCHA_MAX_COUNTER,
      ALTCHA_MAX_COUNTER,
    ),
    inboxOrigin,
    inboxUrl: env.INBOX_URL || `${inboxOrigin}/inbox/`,
    idleMinutes: positiveInteger("INBOX_IDLE_MINUTES", env.INBOX_IDLE_MINUTES, 15),
    sessionMaxHours: positiveInteger("INBOX_SESSION_MAX_HOURS", env.INBOX_SESSION_MAX_HOURS, 12),
    answerWithinHours: positiveInteger(
      "INBOX_ANSWER_WITHIN_HOURS",
      env.INBOX_ANSWER_WITHIN_HOURS,
      answerWithinHours,
    ),
    referralAnswerWithinHours: positiveInteger(
      "INBOX_REFERRAL_ANSWER_WITHIN_HOURS",
      env.INBOX_REFERRAL_ANSWER_WITHIN_HOURS,
      referralAnswerWithinHours,
    ),
    retentionDays: positiveInteger(
      "RETENTION_DAYS",
      env.RETENTION_DAYS,
      closedRequestRetentionDays,
    ),
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || "intake@localhost",
    signInRateLimit: positiveInteger("INBOX_SIGNIN_RATE_LIMIT", env.INBOX_SIGNIN_RATE_LIMIT, 10),
    timeouts: timeouts(env),
    uploadCaps: {
      clientBytes:
        positiveInteger(
          "UPLOAD_CLIENT_CAP_MIB",
          env.UPLOAD_CLIENT_CAP_MIB,
          UPLOAD_CLIENT_CAP_BYTES / MIB,
        ) * MIB,
      totalBytes:
        positiveInteger(
          "UPLOAD_TOTAL_CAP_MIB",
          env.UPLOAD_TOTAL_CAP_MIB,
          UPLOAD_TOTAL_CAP_BYTES / MIB,
        ) * MIB,
    },
  };
}
