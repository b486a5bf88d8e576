"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { Send } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { useHydrated } from "@/components/ui/use-hydrated";
import { CONTACT_CONFIRMATION_MS, contactCopy } from "@/content/contact";
import { ContactConfirmation } from "./contact-confirmation";
import { ContactFields } from "./contact-fields";

/**
 * The contact form (spec §4, §5). The browser's own checks are the only validation (required
 * fields, email and telephone types, the consent box): the submit event fires only once they
 * pass. Submitting sends nothing (spec §7): the values are logged to the console, the
 * thank-you confirmation takes the form's place and gets focus, and after 3 seconds the empty
 * form returns with focus on its first field. Submitted before hydration (or without
 * JavaScript), the form posts to a prerendered page that asks the visitor to call: `post`, so
 * the typed values never go into a URL. `data-hydrated` tells tests that the island answers.
 */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const [submitted, setSubmitted] = useState(false);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const returning = useRef(false);
  const hydrated = useHydrated();

  useEffect(() => {
    if (submitted) {
      confirmationRef.current?.focus();
      const timer = setTimeout(() => {
        returning.current = true;
        setSubmitted(false);
      }, CONTACT_CONFIRMATION_MS);
      return () => clearTimeout(timer);
    }
    if (returning.current) {
      returning.current = false;
      firstFieldRef.current?.focus();
    }
  }, [submitted]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    // The schema (and zod, ~60 KB) loads on submit only: the browser has already checked the
    // fields, so nobody waits for it, and the page does not carry it on load.
    const { parseContactForm } = await import("@/lib/forms/contact-schema");
    const values = parseContactForm(data);
    if (!values) {
      form.reportValidity();
      return;
    }
    console.log("Contact form submitted:", values);
    setSubmitted(true);
  }

  return (
    <div>
      {/* Always present, so screen readers announce the confirmation when it appears. */}
      <div role="status">{submitted ? <ContactConfirmation ref={confirmationRef} /> : null}</div>
      {submitted ? null : (
        <form
          aria-labelledby={labelledBy}
          method="post"
          action={contactCopy.noScript.path}
          onSubmit={onSubmit}
          className="flex flex-col gap-6"
          data-contact-form
          data-hydrated={hydrated ? "" : undefined}
        >
          <ContactFields firstFieldRef={firstFieldRef} />
          <button
            type="submit"
            className={buttonVariants({ variant: "accent", size: "lg", className: "self-start" })}
          >
            <Send aria-hidden="true" />
            {contactCopy.form.submit}
          </button>
        </form>
      )}
    </div>
  );
}
