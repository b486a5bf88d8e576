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
