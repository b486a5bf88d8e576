import { stageAnswerSchema, type MilestoneBody } from "@/shared/wire/inbox-stage";
import type { Milestone, PublicNote } from "@/shared/wire/status";

type Schema<T> = { parse: (data: unknown) => T };
type Call = <T>(
  method: "PUT" | "POST" | "DELETE",
  path: string,
  schema: Schema<T>,
  body?: unknown,
) => Promise<T>;

const requestPath = (reference: string) => `/requests/${encodeURIComponent(reference)}`;
const milestonePath = (reference: string, kind: Milestone) =>
  `${requestPath(reference)}/milestones/${encodeURIComponent(kind)}`;

/** The stage's calls (server/api/inbox/request-stage.ts), spread into the inbox client. */
export function stageCalls(call: Call) {
  return {
    setMilestone: (reference: string, kind: Milestone, body: MilestoneBody) =>
      call("PUT", milestonePath(reference, kind), stageAnswerSchema, body),
    removeMilestone: (reference: string, kind: Milestone) =>
      call("DELETE", milestonePath(reference, kind), stageAnswerSchema),
    setPublicNote: (reference: string, code: PublicNote | null) =>
      call("PUT", `${requestPath(reference)}/public-note`, stageAnswerSchema, { code }),
    revokeStatusLink: (reference: string) =>
      call("POST", `${requestPath(reference)}/status-link/revoke`, stageAnswerSchema, {}),
  };
}
