import type { RequestSummary } from "@/shared/wire/inbox-api";

/** The list's orders; "due" is the default: what needs an answer first. */
export const SORTS = ["due", "newest", "oldest"] as const;
export type Sort = (typeof SORTS)[number];

/** Overdue first, then the rest unanswered, then those contacted; closed last. */
function dueRank(item: RequestSummary) {
  if (item.status === "closed") return 3;
  if (item.overdue) return 0;
  return item.status === "new" ? 1 : 2;
}

const older = (a: RequestSummary, b: RequestSummary) => a.receivedAt.localeCompare(b.receivedAt);

/**
 * The requests in `sort` order (a new array). Due: overdue ones, oldest first; then the other
 * unanswered ones, oldest first; then those contacted, oldest first; then the closed ones,
 * most recently closed first. Ties keep the reference order, so the list does not jump.
 */
export function sortRequests(items: readonly RequestSummary[], sort: Sort): RequestSummary[] {
  const byReference = (a: RequestSummary, b: RequestSummary) =>
    a.reference.localeCompare(b.reference);
  const list = [...items];
  if (sort === "newest") return list.sort((a, b) => older(b, a) || byReference(a, b));
  if (sort === "oldest") return list.sort((a, b) => older(a, b) || byReference(a, b));
  return list.sort((a, b) => {
    const rank = dueRank(a) - dueRank(b);
    if (rank !== 0) return rank;
    if (a.status === "closed") {
      return (b.closedAt ?? "").localeCompare(a.closedAt ?? "") || byReference(a, b);
    }
    return older(a, b) || byReference(a, b);
  });
}
