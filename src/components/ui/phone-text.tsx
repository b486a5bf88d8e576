import { siteConfig, telHref } from "@/content/site";
import { splitPhoneNumbers } from "@/lib/phone-numbers";

const linkClass =
  "font-bold whitespace-nowrap text-brand-700 underline underline-offset-4 hover:text-brand-900";

/**
 * A sentence from the content in which every phone number is a `tel:` link, so copy can
 * mention a number in plain words ("call us at 847-568-1033") and still be dialled by a tap.
 */
export function PhoneText({ text }: { text: string }) {
  return (
    <>
      {splitPhoneNumbers(text).map((part, index) =>
        typeof part === "string" ? (
          part
        ) : (
          <a key={index} href={part.href} className={linkClass}>
            {part.display}
          </a>
        ),
      )}
    </>
  );
}

/** The agency's number inside a sentence, as PhoneText links a number: bold, underlined. */
export function InlinePhoneLink() {
  return (
    <a href={telHref(siteConfig.phone)} className={linkClass}>
      {siteConfig.phone.display}
    </a>
  );
}
