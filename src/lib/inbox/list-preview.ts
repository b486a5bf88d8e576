import { formOf, type FieldRole } from "@/shared/forms/registry";
import { clip, own, stripInvisible, textOf } from "./payload-text";

/**
 * What the list shows of a decrypted request, and what its search reads: the person's name,
 * the first words of their message, and how to reach them. Only this leaves the decryption
 * (the rest of the payload is dropped), and only as plain text: hostile JSON goes through
 * payload-text.ts like everywhere else in the inbox.
 */
export type ListPreview = {
  name: string;
  firstWords: string;
  /** Lower-case text the search matches: name, e-mails, ZIP, phones as typed. */
  haystack: string;
  /** Every phone number's digits, so "8475550142" finds "(847) 555-0142". */
  digits: string;
};

/** How much of the message the row shows. */
const FIRST_WORDS = { words: 14, chars: 120 } as const;

/** One line of plain text: invisible characters out, whitespace runs as one space. */
const line = (value: unknown) => stripInvisible(textOf(value)).replace(/\s+/g, " ").trim();

function firstWords(text: string) {
  const words = text.split(" ");
  const cut = words.slice(0, FIRST_WORDS.words).join(" ");
  const short = clip(cut, FIRST_WORDS.chars);
  return short.length < text.length && !short.endsWith("…") ? `${short}…` : short;
}

/** The request's preview, read through the registry's roles for its form type. */
export function previewOf(payload: Record<string, unknown>, formType: string): ListPreview {
  const fields = formOf(formType)?.fields ?? [];
  const valuesOf = (role: FieldRole) =>
    fields
      .filter((field) => field.role === role)
      .map((field) => (Object.hasOwn(payload, field.key) ? line(own(payload, field.key)) : ""))
      .filter((text) => text !== "");
  const [whole] = valuesOf("name");
  const name = clip(whole ?? [...valuesOf("firstName"), ...valuesOf("lastName")].join(" "), 120);
  const [message = ""] = valuesOf("message");
  const phones = valuesOf("phone");
  const haystack = [name, ...valuesOf("email"), ...valuesOf("zip"), ...phones]
    .join("\n")
    .toLowerCase();
  return {
    name,
    firstWords: firstWords(message),
    haystack,
    digits: phones.map((phone) => phone.replace(/\D/g, "")).join("\n"),
  };
}

/**
 * Whether a row matches what was typed: its reference, or (once decrypted) a name, e-mail, ZIP
 * or phone. Digits match phone numbers whatever their punctuation. All in this page.
 */
export function matchesSearch(
  query: string,
  reference: string,
  preview?: ListPreview | string | null,
) {
  const typed = query.trim().toLowerCase();
  if (typed === "") return true;
  if (reference.toLowerCase().includes(typed)) return true;
  // Not decrypted (yet, or at all): its reference is all there is to match.
  if (!preview || typeof preview === "string") return false;
  if (preview.haystack.includes(typed)) return true;
  const digits = typed.replace(/\D/g, "");
  return digits.length >= 3 && /^[\d\s().+-]+$/.test(typed) && preview.digits.includes(digits);
}
