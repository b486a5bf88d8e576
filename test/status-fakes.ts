import type { StatusAnswer } from "@/shared/wire/status";

/**
 * A new contact request's status answer as the intake sends it: received Tuesday, December 1,
 * 2026, 9:00 in Chicago, nothing done yet. The page's tests fetch it; the stage's tests read it.
 */
export const newContactAnswer: StatusAnswer = {
  reference: "BC-7K2M9",
  formType: "contact",
  status: "new",
  receivedAt: "2026-12-01T15:00:00.000Z",
  contactedAt: null,
  closedAt: null,
  outcome: null,
  decision: null,
  milestones: [],
  note: null,
  additions: [],
  expiresAt: null,
};
