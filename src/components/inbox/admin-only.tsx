import { inboxListCopy } from "@/content/inbox-list";
import { ViewHeading } from "./view-heading";

const copy = inboxListCopy.adminOnly;

/** What staff see on a view only administrators use, instead of a blank page. */
export function AdminOnly() {
  return (
    <section data-admin-only className="flex flex-col gap-4">
      <ViewHeading>{copy.title}</ViewHeading>
      <p>{copy.text}</p>
      <p>
        <a href="#requests" className="text-brand-800 underline underline-offset-4">
          {copy.back}
        </a>
      </p>
    </section>
  );
}
