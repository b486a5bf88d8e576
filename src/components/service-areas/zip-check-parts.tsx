import { clsx } from "clsx";
import { buttonVariants } from "@/components/ui/button-variants";
import { zipCheckCopy as copy } from "@/content/zip-check";
import { REQUEST_CARE_EVENT, saveRequestArea } from "@/lib/request-care";

/**
 * The next step after a "yes": the contact form, with the ZIP code or town handed over in
 * sessionStorage (never in the URL: see `request-care.ts`). On /contact the link only scrolls,
 * so the event tells the form there to take it.
 */
export function RequestCare({ area }: { area: string }) {
  return (
    <a
      href={copy.requestCare.href}
      className={buttonVariants({ variant: "accent", className: "self-start" })}
      onClick={() => {
        saveRequestArea(window.sessionStorage, area);
        window.dispatchEvent(new Event(REQUEST_CARE_EVENT));
      }}
    >
      {copy.requestCare.label}
    </a>
  );
}

/** The data's credit, which its licence (CC BY 4.0) asks for wherever its answers show. */
export function Credit({ className }: { className?: string }) {
  return (
    <a
      href={copy.credit.href}
      className={clsx(
        "inline-flex min-h-11 items-center text-sm text-muted underline underline-offset-4",
        className,
      )}
    >
      {copy.credit.label}
    </a>
  );
}
