import { answerWithinHours, officeHours, officeSchedule } from "@/content/agency";
import type { OfficePromise } from "@/lib/callback-sentence";
import { factValue } from "@/shared/placeholder";
import { AGE_RECIPIENT as RECIPIENT } from "@/shared/wire/form-types";

/**
 * What a form island needs to send to the intake, decided at build time:
 * - `INTAKE_URL`: the API's base; unset means this site's own `/api/v1` (npm start serves
 *   both), `off` a build with no intake (the forms then say so and give the phone number).
 * - `INTAKE_RECIPIENTS`: the agency's age recipients, comma-separated, pinned into the pages
 *   (for a static host whose intake the build knows); unset (`recipients: null`), the page asks
 *   the intake who to seal to right before it seals (`GET /recipients`), so keys registered in
 *   the inbox apply at once, with no rebuild (issue 30).
 */
export type IntakeSettings = {
  endpoint: string | null;
  /** The pinned recipients, or null: the intake's active set, fetched before each seal. */
  recipients: readonly string[] | null;
  /** The office's schedule and promise, for the confirmation's call-back sentence. */
  office: OfficePromise;
};

/** The call-back promise from the registry (agency.ts). @internal */
export const officePromise = (): OfficePromise => ({
  schedule: factValue(officeSchedule),
  withinHours: answerWithinHours,
  afterHours: factValue(officeHours.afterHours),
});

export function intakeSettings(
  env: Record<string, string | undefined> = process.env,
): IntakeSettings {
  const url = env.INTAKE_URL?.trim();
  const endpoint = url === "off" ? null : (url || "/api/v1").replace(/\/+$/, "");
  const given = env.INTAKE_RECIPIENTS?.split(",")
    .map((recipient) => recipient.trim())
    .filter(Boolean);
  if (given && given.length > 0) {
    const bad = given.find((recipient) => !RECIPIENT.test(recipient));
    if (bad) throw new Error(`INTAKE_RECIPIENTS: "${bad}" is not an age X25519 recipient (age1…).`);
    return { endpoint, recipients: given, office: officePromise() };
  }
  return { endpoint, recipients: null, office: officePromise() };
}
