import { inboxSafetyCopy as copy } from "@/content/inbox-safety";

/** In place of a request's contents that threw while rendering: says so, with the reference. */
export function Undisplayable({ reference }: { reference: string }) {
  return (
    <div role="alert" data-undisplayable className="rounded-md border-2 border-danger p-4">
      <p className="font-semibold text-danger">{copy.undisplayable}</p>
      <p>{copy.undisplayableDetail(reference)}</p>
    </div>
  );
}
