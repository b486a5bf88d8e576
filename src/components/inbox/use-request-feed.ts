import { useCallback, useEffect, useRef, useState } from "react";
import type { RequestList, RequestSummary } from "@/shared/wire/inbox-api";
import { inboxViewCopy } from "@/content/inbox";
import { useWorkbench } from "./inbox-context";

export type Filters = { status: string; type: string; assignee: string };

/** How often the list asks what arrived or changed. */
const POLL_MS = 15_000;

const byNewest = (a: RequestSummary, b: RequestSummary) => b.receivedAt.localeCompare(a.receivedAt);

function matches(item: RequestSummary, filters: Filters, me: string) {
  if (filters.status && item.status !== filters.status) return false;
  if (filters.type && item.formType !== filters.type) return false;
  if (filters.assignee === "me") return item.assignee?.id === me;
  if (filters.assignee === "none") return item.assignee === null;
  return true;
}

/**
 * The list with its filters, and what arrives after: `requests/changes` every 15 s (which does
 * not count as activity), merged in newest first, each new one announced politely.
 */
export function useRequestFeed(filters: Filters) {
  const { client, session, announce } = useWorkbench();
  const [list, setList] = useState<RequestList | null>(null);
  const [error, setError] = useState("");
  const since = useRef<string | null>(null);
  const listRef = useRef<RequestList | null>(null);
  const me = session.staff.id;

  useEffect(() => {
    listRef.current = list;
  }, [list]);

  useEffect(() => {
    let live = true;
    client
      .requests({
        status: filters.status || undefined,
        type: filters.type || undefined,
        assignee: filters.assignee || undefined,
      })
      .then(
        (answer) => {
          if (!live) return;
          since.current = answer.items[0]?.receivedAt ?? new Date(0).toISOString();
          setList(answer);
          setError("");
        },
        (caught: unknown) =>
          live &&
          setError(caught instanceof Error ? caught.message : inboxViewCopy.list.loadFailed),
      );
    return () => {
      live = false;
    };
  }, [client, filters.status, filters.type, filters.assignee]);

  useEffect(() => {
    const timer = window.setInterval(async () => {
      if (!since.current) return;
      const changes = await client.changes(since.current).catch(() => null);
      if (!changes) return;
      since.current = changes.now;
      const current = listRef.current;
      if (!current) return;
      const items = [...current.items];
      let added = 0;
      for (const item of changes.items) {
        const at = items.findIndex((other) => other.reference === item.reference);
        if (at >= 0) items[at] = item;
        else if (matches(item, filters, me)) {
          items.push(item);
          added += 1;
        }
      }
      const oldest = items
        .filter((item) => item.status === "new")
        .sort(byNewest)
        .at(-1);
      setList({
        ...current,
        items: items.sort(byNewest),
        oldestUnansweredAt: oldest?.receivedAt ?? current.oldestUnansweredAt,
      });
      if (added) announce(inboxViewCopy.list.arrived(added));
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [client, filters, me, announce]);

  const more = useCallback(async () => {
    if (!list?.nextCursor) return;
    const page = await client.requests({ ...filters, cursor: list.nextCursor });
    setList({ ...page, items: [...list.items, ...page.items] });
  }, [client, filters, list]);

  return { list, error, more };
}
