import { inboxViewCopy } from "@/content/inbox";
import { keysCopy } from "@/content/inbox-keys";
import type { HeldKey } from "@/lib/inbox/age-files";
import { useWorkbench } from "./inbox-context";

const copy = inboxViewCopy.request;

/** Which agency keys the page sealed the request to, which opened it; a retired-key warning. */
export function SealedTo({ sealedTo, openedBy }: { sealedTo: string[]; openedBy: HeldKey | null }) {
  const { keys } = useWorkbench();
  const keyOf = (recipient: string) => keys.agencyKeys.find((key) => key.recipient === recipient);
  const name = (recipient: string) => {
    const key = keyOf(recipient);
    return key ? `${key.label}${key.recovery ? copy.recovery : ""}` : copy.unregistered;
  };
  // Sealed to a retired key: said by the envelope, or by the key that opened it.
  const retired = [...sealedTo, ...(openedBy ? [openedBy.recipient] : [])].some((recipient) => {
    const key = keyOf(recipient);
    return key && key.retiredAt && !key.recovery;
  });
  return (
    <section aria-labelledby="keys-title" className="flex flex-col gap-2 print:hidden">
      <h2 id="keys-title" className="text-xl font-bold text-brand-900">
        {copy.encryption}
      </h2>
      {openedBy && <p data-opened-by>{copy.openedWith(name(openedBy.recipient))}</p>}
      <ul className="flex flex-col gap-1">
        {sealedTo.map((recipient) => (
          <li key={recipient} className="break-all">
            {copy.sealedTo(name(recipient))}
            <code className="text-sm text-muted">{copy.shortRecipient(recipient)}</code>
          </li>
        ))}
      </ul>
      {retired && (
        <p role="note" className="rounded-md border-2 border-accent-700 p-3 font-semibold">
          {keysCopy.sealedTo.retired}
        </p>
      )}
    </section>
  );
}
