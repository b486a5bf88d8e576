import { render } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { vi } from "vitest";
import { WorkbenchContext, type Workbench } from "@/components/inbox/inbox-context";
import { sealText } from "@/lib/inbox/age-files";
import type { HistoryEntry, RequestDetail, RequestSummary } from "@/shared/wire/inbox-api";

/*
 * For the inbox components' tests: one request row, one opened request and one workbench, so
 * that a field the wire adds (the status link's stage, additions) is given in one place.
 */

/** The signed-in staff member of the inbox fakes. */
export const STAFF = { id: "00000000-0000-4000-8000-000000000001", name: "Sam Staff" };

/** A request as the list sends it: a new, read, unassigned contact request; tests override. */
export const requestSummary = (overrides: Partial<RequestSummary> = {}): RequestSummary => ({
  reference: "BC-7K2QX",
  formType: "contact",
  receivedAt: "2026-11-25T15:00:00.000Z",
  status: "new",
  outcome: null,
  assignee: null,
  read: true,
  overdue: false,
  sealedTo: [],
  closedAt: null,
  referral: null,
  ...overrides,
});

/** The request opened: `summary` with `payload` sealed to `recipients`, no notes. */
export async function sealedDetail(
  summary: RequestSummary,
  payload: string,
  recipients: string[],
  history: HistoryEntry[] = [],
): Promise<RequestDetail> {
  return {
    ...summary,
    formVersion: 1,
    ciphertext: await sealText(payload, recipients),
    notes: [],
    history,
  };
}

/** What an inbox view reads from the workspace: `client` (only the calls a test makes), no keys. */
export function fakeWorkbench(
  client: object,
  staff: Partial<Workbench["session"]["staff"]> = {},
): Workbench {
  return {
    client: client as Workbench["client"],
    session: {
      staff: { ...STAFF, role: "staff", notify: false, email: null, ...staff },
    } as Workbench["session"],
    keys: { agencyKeys: [], memberKeys: [], grants: [] },
    refreshKeys: vi.fn(),
    announce: vi.fn(),
    keysChanged: vi.fn(),
  };
}

/** Renders `ui` inside the fake workspace of `client`. */
export const renderInBench = (
  client: object,
  ui: ReactNode,
  staff?: Partial<Workbench["session"]["staff"]>,
) => render(createElement(WorkbenchContext, { value: fakeWorkbench(client, staff) }, ui));
