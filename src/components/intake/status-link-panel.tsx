import { Icon } from "@/components/ui/icon";
import { use, useId, useRef, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { statusLinkCopy as copy } from "@/content/status";
import { intakeCopy } from "@/content/intake";
import { siteLocale } from "@/lib/locale/current";
import { statusUrl } from "@/lib/intake/status-link";
import { StatusLinkContext } from "./status-secret";

/** `<html data-print-status>` while the panel's Print runs: globals.css prints the panel alone. */
const PRINTING = "data-print-status";

/**
 * The mail the visitor's own mail program opens: nothing is sent by our server.
 * @internal Exported for its test.
 */
export const mailtoOf = (reference: string, url: string) =>
  `mailto:?subject=${encodeURIComponent(copy.mailSubject(reference))}&body=${encodeURIComponent(
    copy.mailBody(reference, url),
  )}`;

/**
 * The private status link on a confirmation (issue 31): the link in full (it wraps at 320 px),
 * Copy (with "Copied" said, or the text selected where the clipboard is refused), Print (the
 * panel alone, with the reference), "E-mail it to myself" (a `mailto:` the visitor sends), and
 * the plain warning that anyone with it sees the stage, never the content. Mounted with one
 * line in each confirmation; the secret comes from the form's shell (status-secret.ts).
 */
export function StatusLinkPanel({ heading = "h4" }: { heading?: "h3" | "h4" }) {
  const link = use(StatusLinkContext);
  const titleId = useId();
  const urlRef = useRef<HTMLParagraphElement>(null);
  const [said, setSaid] = useState<"" | "copied" | "failed">("");
  if (!link) return null;
  const url = statusUrl(link.secret, siteLocale, globalThis.location?.origin ?? "");
  const Heading = heading;

  const selectLink = () => {
    const node = urlRef.current;
    const selection = window.getSelection();
    if (node && selection) selection.selectAllChildren(node);
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setSaid("copied");
    } catch {
      // No clipboard (an old browser, a refused permission): the text is selected instead.
      selectLink();
      setSaid("failed");
    }
  };

  const print = () => {
    const root = document.documentElement;
    root.setAttribute(PRINTING, "");
    window.addEventListener("afterprint", () => root.removeAttribute(PRINTING), { once: true });
    window.print();
  };

  return (
    <section
      aria-labelledby={titleId}
      data-status-link
      className="flex flex-col gap-3 self-stretch rounded-md border-2 border-brand-700 bg-canvas p-3 sm:p-4"
    >
      <Heading id={titleId} className="text-xl font-bold text-brand-900">
        {copy.title}
      </Heading>
      <p className="hidden print:block">
        {intakeCopy.reference} {link.reference}
      </p>
      <p>{copy.warning}</p>
      <div>
        <p className="text-sm font-semibold text-muted">{copy.label}</p>
        <p
          ref={urlRef}
          className="font-mono text-sm break-all text-ink sm:text-base"
          data-status-url
        >
          {url}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <button
          type="button"
          className={buttonVariants({ variant: "primary", size: "sm" })}
          onClick={() => void copyLink()}
        >
          <Icon name="copy" strokeWidth={1.75} />
          {copy.copy}
        </button>
        <button
          type="button"
          className={buttonVariants({ variant: "secondary", size: "sm" })}
          onClick={print}
        >
          <Icon name="printer" strokeWidth={1.75} />
          {copy.print}
        </button>
        <a
          href={mailtoOf(link.reference, url)}
          className={buttonVariants({ variant: "secondary", size: "sm" })}
        >
          <Icon name="mail" strokeWidth={1.75} />
          {copy.email}
        </a>
        {/* Always present, so a screen reader hears "Copied" when it appears. */}
        <span role="status" className="font-semibold text-ink" data-copy-status>
          {said === "copied" ? copy.copied : said === "failed" ? copy.copyFailed : ""}
        </span>
      </div>
    </section>
  );
}
