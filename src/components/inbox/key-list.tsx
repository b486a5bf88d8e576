import { keysCopy } from "@/content/inbox-keys";
import type { AgencyKey } from "@/shared/wire/inbox-api";
import { exactTime } from "@/lib/inbox/format";
import type { KeyEvent } from "@/lib/inbox/keys-facts";

const copy = keysCopy.page;

/** Each key in full: kind, in use or retired, recipient, fingerprint, added and retired by. */
export function KeyList({
  keys,
  prints,
  events,
}: {
  keys: readonly AgencyKey[];
  prints: ReadonlyMap<string, string>;
  events: readonly KeyEvent[];
}) {
  const by = (id: string, action: KeyEvent["action"]) =>
    events.find((event) => event.agencyKeyId === id && event.action === action)?.by ?? null;
  // In use first (the agency key, then recovery), then the retired, newest first.
  const ordered = [...keys].sort(
    (a, b) =>
      Number(Boolean(a.retiredAt)) - Number(Boolean(b.retiredAt)) ||
      Number(a.recovery) - Number(b.recovery) ||
      b.createdAt.localeCompare(a.createdAt),
  );
  return (
    <ul className="flex flex-col gap-3">
      {ordered.map((key) => (
        <li
          key={key.id}
          data-agency-key={key.recovery ? "recovery" : "agency"}
          data-in-use={key.retiredAt ? undefined : ""}
          className="flex flex-col gap-1 rounded-md border border-line p-3"
        >
          <p className="font-semibold">
            {key.recovery ? copy.kind.recovery : copy.kind.agency}: {key.label}{" "}
            <span className={key.retiredAt ? "text-muted" : "text-success"}>
              ({key.retiredAt ? copy.retired : copy.inUse})
            </span>
          </p>
          <p className="break-all">
            {copy.recipient}: <code className="text-sm">{key.recipient}</code>
          </p>
          <p>
            {copy.fingerprint}: <code data-fingerprint>{prints.get(key.recipient) ?? "…"}</code>
          </p>
          <p className="text-muted">
            {copy.added(exactTime(key.createdAt), by(key.id, "added"))}
            {key.retiredAt && (
              <>
                <br />
                {copy.retiredOn(exactTime(key.retiredAt), by(key.id, "retired"))}
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
