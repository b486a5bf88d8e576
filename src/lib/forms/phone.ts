/**
 * The one reading of a US phone number that every form and the inbox share (issue 31: case
 * managers sit behind switchboards, so an extension must be welcome). A number is 10 digits
 * typed with the usual formatting ("(630) 555-0177", "630.555.0177"), optionally after 1 or
 * +1, optionally followed by an extension: "x214", "ext. 214", "ext 214", "extension 214",
 * "#214", "x 214". Anything else (letters, another country code, 9 or 11 digits) is refused.
 *
 * No imports: the inbox and the forms' lazily loaded schemas both read it.
 */

/** A number as its 10 digits and its extension's digits ("" for none). */
export type PhoneNumber = { digits: string; extension: string };

/** What may follow the number: a marker, then up to 6 digits (switchboards use 2 to 6). */
const WITH_EXTENSION = /^(.*?)(?:\s*(?:ext\.?|extension|x|#)\s*(\d{1,6}))?$/i;
/** The number itself: digits and the usual formatting, a "+" only in front. */
const NUMBER_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * The number in `value`, or null when it is not a US number (with or without extension).
 * @internal Exported for its test.
 */
export function parsePhone(value: string): PhoneNumber | null {
  const match = WITH_EXTENSION.exec(value.trim());
  const main = match?.[1]?.trim() ?? "";
  if (!NUMBER_CHARACTERS.test(main)) return null;
  const all = main.replace(/\D/g, "");
  // "+" must be the US country code: +1 and 10 digits, never "+630…" or "+44…".
  const withCountry = all.length === 11 && all.startsWith("1");
  if (main.startsWith("+") && !withCountry) return null;
  const digits = withCountry ? all.slice(1) : all;
  if (digits.length !== 10) return null;
  return { digits, extension: match?.[2] ?? "" };
}

/** Whether `value` is a US number, with or without an extension. */
export const isValidPhone = (value: string) => parsePhone(value) !== null;

/**
 * The form staff read and dial: "630-555-0177", or "630-555-0177 ext. 214"; a value that is
 * not a number is returned as it came (the schema refuses it before this runs).
 */
export function normalPhone(value: string): string {
  const phone = parsePhone(value);
  if (!phone) return value;
  const { digits, extension } = phone;
  const main = `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return extension ? `${main} ext. ${extension}` : main;
}

/** The `tel:` address that dials it, the extension as RFC 3966's `;ext=` ("tel:+16305550177;ext=214"). */
export function phoneTelHref(value: string): string | undefined {
  const phone = parsePhone(value);
  if (!phone) return undefined;
  return `tel:+1${phone.digits}${phone.extension ? `;ext=${phone.extension}` : ""}`;
}
