import { officeSchedule } from "../src/shared/facts";
import { answerHoursByType } from "../src/shared/forms/registry";
import { factValue } from "../src/shared/placeholder";
import type { InboxOptions } from "./api/inbox/context";
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
    // Which of the two answer times each form has is the form registry's word.
    answerWithinHoursByType: answerHoursByType({
      standard: config.answerWithinHours,
      referral: config.referralAnswerWithinHours,
    }),
    signInRateLimit: config.signInRateLimit,
  };
}
