import { describe, expect, it } from "vitest";
import type { RequestSummary } from "@/shared/wire/inbox-api";
import { requestSummary } from "../../../test/inbox-fakes";
import { sortRequests } from "./sort-requests";

const row = (reference: string, overrides: Partial<RequestSummary>) =>
  requestSummary({ reference, read: false, ...overrides });

const ITEMS = [
  row("BC-NEWER", { receivedAt: "2026-11-25T12:00:00.000Z" }),
  row("BC-CLOSE", {
    status: "closed",
    receivedAt: "2026-11-20T12:00:00.000Z",
    closedAt: "2026-11-21T12:00:00.000Z",
  }),
  row("BC-LATE2", { overdue: true, receivedAt: "2026-11-24T12:00:00.000Z" }),
  row("BC-CONTD", { status: "contacted", receivedAt: "2026-11-19T12:00:00.000Z" }),
  row("BC-OLDER", { receivedAt: "2026-11-25T09:00:00.000Z" }),
  row("BC-LATE1", { overdue: true, receivedAt: "2026-11-23T12:00:00.000Z" }),
  row("BC-CLOS2", {
    status: "closed",
    receivedAt: "2026-11-22T12:00:00.000Z",
    closedAt: "2026-11-24T12:00:00.000Z",
  }),
];

const order = (sort: Parameters<typeof sortRequests>[1]) =>
  sortRequests(ITEMS, sort).map((item) => item.reference);

describe("sortRequests", () => {
  it("puts overdue first, then the oldest unanswered, then contacted, closed last (due)", () => {
    expect(order("due")).toEqual([
      "BC-LATE1",
      "BC-LATE2",
      "BC-OLDER",
      "BC-NEWER",
      "BC-CONTD",
      "BC-CLOS2",
      "BC-CLOSE",
    ]);
  });

  it("keeps newest and oldest first, and leaves the list given alone", () => {
    expect(order("newest")).toEqual([
      "BC-NEWER",
      "BC-OLDER",
      "BC-LATE2",
      "BC-LATE1",
      "BC-CLOS2",
      "BC-CLOSE",
      "BC-CONTD",
    ]);
    expect(order("oldest")[0]).toBe("BC-CONTD");
    expect(ITEMS[0]?.reference).toBe("BC-NEWER");
  });
});
