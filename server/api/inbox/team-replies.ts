import type { FastifyReply } from "fastify";
import { TeamConflict } from "../../db/team-changes";

/** What the team's routes (staff.ts, staff-invitations.ts) and the CLI's invite share. */

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The enrolment link: the token in the fragment, so it never reaches a server log. */
export const enrolmentLink = (inboxUrl: string, token: string) =>
  `${inboxUrl.split("#")[0]}#invite=${token}`;

export const NOT_FOUND = { error: "not_found", message: "No active colleague has that id." };

/** Runs a team change; a rule it breaks (TeamConflict) is answered 409 with its reason. */
export async function refusingConflicts<T>(reply: FastifyReply, change: () => Promise<T>) {
  try {
    return { ok: true as const, value: await change() };
  } catch (error) {
    if (!(error instanceof TeamConflict)) throw error;
    void reply.code(409).send({ error: error.code, message: error.message });
    return { ok: false as const };
  }
}
