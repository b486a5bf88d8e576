/**
 * `_intake.json` in the built site: the recipients this build pinned into its forms
 * (INTAKE_RECIPIENTS, src/lib/intake/settings.ts), or `null` when it pinned none and the forms
 * ask the intake (GET /api/v1/recipients) before each seal. The server reads it
 * (server/api/active-recipients.ts) to keep taking a pinned build's requests until it is rebuilt;
 * a root `_` file is never served (server/site-paths.ts).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";

export const PIN_FILE = "_intake.json";

/**
 * The pinned recipients in `env` (INTAKE_RECIPIENTS, comma-separated), or null. The build's
 * pages check each is an age recipient (intakeSettings throws otherwise).
 * @param {Record<string, string | undefined>} env
 * @returns {string[] | null}
 */
export function pinnedRecipients(env) {
  const given = (env.INTAKE_RECIPIENTS ?? "")
    .split(",")
    .map((recipient) => recipient.trim())
    .filter(Boolean);
  return given.length > 0 ? given : null;
}

/**
 * @param {string} dir the built site's folder
 * @param {Record<string, string | undefined>} env
 */
export function writeIntakePin(dir, env) {
  writeFileSync(path.join(dir, PIN_FILE), `${JSON.stringify({ pinned: pinnedRecipients(env) })}\n`);
}
