import { officeSchedule } from "../src/shared/facts";
import { factValue } from "../src/shared/placeholder";
import type { InboxOptions } from "./api/inbox";
import type { ServerConfig } from "./config";

/** The inbox's settings from the server's configuration and the agency's office hours. */
export function inboxSettings(config: ServerConfig): Omit<InboxOptions, "db" | "now"> {
  return {
    origin: config.inboxOrigin,
    inboxUrl: config.inboxUrl,
    idleMinutes: config.idleMinutes,
    sessionMaxHours: config.sessionMaxHours,
    retentionDays: config.retentionDays,
    schedule: factValue(officeSchedule),
    answerWithinHours: config.answerWithinHours,
    answerWithinHoursByType: { referral: config.referralAnswerWithinHours },
    signInRateLimit: config.signInRateLimit,
  };
}
