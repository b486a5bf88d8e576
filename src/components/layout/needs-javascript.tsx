import { PhoneLink } from "@/components/layout/phone-link";
import { buttonVariants } from "@/components/ui/button-variants";
import type { NeedsJavaScriptCopy } from "@/content/types";

/**
 * Where a form lands when it is sent before its script runs (or without JavaScript): nothing
 * was sent or kept, here is the phone number, and the way back. One page for every form.
 */
export function NeedsJavaScript({ copy }: { copy: NeedsJavaScriptCopy }) {
  return (
    <section className="container-page flex flex-col items-center py-20 text-center lg:py-28">
      <h1 className="text-3xl sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{copy.text}</p>
      <p className="mt-6 flex flex-wrap items-center justify-center gap-1 text-lg">
        {copy.call} <PhoneLink />
      </p>
      <a
        href={copy.back.href}
        className={buttonVariants({ variant: "secondary", size: "lg", className: "mt-8" })}
      >
        {copy.back.label}
      </a>
    </section>
  );
}
