import path from "node:path";
import { describe, expect, it } from "vitest";
import { readConfig, ROOT } from "./config";

describe("readConfig", () => {
  it("runs on a laptop with nothing set: port 3000, embedded database in .data/postgres", () => {
    expect(readConfig({})).toMatchObject({
      port: 3000,
      host: "localhost",
      databaseUrl: undefined,
      dataDir: path.join(ROOT, ".data", "postgres"),
      siteDir: path.join(ROOT, "out"),
      rateLimitMax: 30,
      altchaHmacKey: undefined,
      trustProxy: false,
    });
  });

  it("reads the environment", () => {
    const config = readConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://u:p@db:5432/intake",
      INTAKE_RATE_LIMIT: "500",
      ALTCHA_HMAC_KEY: "k",
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: "postgres://u:p@db:5432/intake",
      rateLimitMax: 500,
      altchaHmacKey: "k",
    });
  });

  it("gives the inbox its defaults, and reads its settings", () => {
    expect(readConfig({ PORT: "3301" })).toMatchObject({
      inboxOrigin: "http://localhost:3301",
      inboxUrl: "http://localhost:3301/inbox/",
      idleMinutes: 15,
      sessionMaxHours: 12,
      answerWithinHours: 2,
      referralAnswerWithinHours: 1,
      retentionDays: 90,
      smtpUrl: undefined,
      signInRateLimit: 10,
    });
    expect(
      readConfig({
        INBOX_ORIGIN: "https://agency.example/",
        INBOX_IDLE_MINUTES: "5",
        INBOX_SESSION_MAX_HOURS: "8",
        INBOX_ANSWER_WITHIN_HOURS: "4",
        INBOX_REFERRAL_ANSWER_WITHIN_HOURS: "3",
        RETENTION_DAYS: "30",
        SMTP_URL: "smtp://mail:25",
      }),
    ).toMatchObject({
      inboxOrigin: "https://agency.example",
      inboxUrl: "https://agency.example/inbox/",
      idleMinutes: 5,
      sessionMaxHours: 8,
      answerWithinHours: 4,
      referralAnswerWithinHours: 3,
      retentionDays: 30,
      smtpUrl: "smtp://mail:25",
    });
    expect(() => readConfig({ RETENTION_DAYS: "-1" })).toThrow(/RETENTION_DAYS/);
    expect(() => readConfig({ INBOX_ORIGIN: "agency" })).toThrow(/INBOX_ORIGIN/);
    expect(() => readConfig({ INBOX_SESSION_MAX_HOURS: "0" })).toThrow(/INBOX_SESSION_MAX_HOURS/);
  });

  it("refuses a bad port or limit with the variable's name", () => {
    expect(() => readConfig({ PORT: "http" })).toThrow(/PORT/);
    expect(() => readConfig({ INTAKE_RATE_LIMIT: "0" })).toThrow(/INTAKE_RATE_LIMIT/);
  });

  it("reads TRUST_PROXY as off or proxy addresses, and refuses a hop count or anything else", () => {
    expect(readConfig({ TRUST_PROXY: "" }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(() => readConfig({ TRUST_PROXY: "1" })).toThrow(/not a hop count/);
    expect(readConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
    ]);
    expect(() => readConfig({ TRUST_PROXY: "true; rm" })).toThrow(/TRUST_PROXY/);
  });

  it("reads the time-outs, 30 s, 10 s and 5 s by default, headers never longer than the request", () => {
    expect(readConfig({}).timeouts).toEqual({
      requestMs: 30_000,
      headersMs: 10_000,
      keepAliveMs: 5_000,
    });
    expect(
      readConfig({
        REQUEST_TIMEOUT_MS: "20000",
        HEADERS_TIMEOUT_MS: "20000",
        KEEP_ALIVE_TIMEOUT_MS: "1000",
      }).timeouts,
    ).toEqual({ requestMs: 20_000, headersMs: 20_000, keepAliveMs: 1_000 });
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: "5000" })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(() => readConfig({ KEEP_ALIVE_TIMEOUT_MS: "soon" })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/);
  });
});
