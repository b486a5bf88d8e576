import { referralFormCopy } from "@/content/referral-form";
import { phoneTelHref } from "@/lib/forms/phone";
import { FORMS, formOf, type ChoiceList, type FieldSpec } from "@/shared/forms/registry";
import { CHOICE_WORDS } from "./choice-words";
import { clip, own, stripInvisible, textOf } from "./payload-text";

/**
 * How the inbox labels and words the fields of a request: the registry's labels and order,
 * the forms' codes as their words. Apart from format.ts so the list's first screen does not
 * carry the forms' copy.
 */

/** The referral's fields as its form labels them (without "(optional)"). */
const REFERRAL_LABELS: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(referralFormCopy.fields).map(([key, field]) => [
      key,
      field.label.replace(/ \(optional\)$/, ""),
    ]),
  ),
  services: referralFormCopy.services.legend,
  ...referralFormCopy.referrerLabels,
};

/**
 * The registry's spec of `key` in `formType`'s form; for a type it does not know, the first
 * form that has the key (a request is labelled even when its type is not one of ours).
 */
function specOf(key: string, formType?: string): (FieldSpec & { form?: string }) | undefined {
  const form = formType === undefined ? undefined : formOf(formType);
  if (form) return form.fields.find((field) => field.key === key);
  for (const [type, other] of Object.entries(FORMS)) {
    const field: FieldSpec | undefined = other.fields.find((spec) => spec.key === key);
    if (field) return { ...field, form: type };
  }
  return undefined;
}

/**
 * "physicianPhone" → "Physician phone" when no label is known. Own entries only: a key such as
 * `constructor` or `__proto__` is worded like any other, never looked up on the prototype.
 * @internal
 */
export function fieldLabel(key: string, formType?: string): string {
  const spec = specOf(key, formType);
  const known =
    spec?.label ??
    ((spec?.form ?? formType) === "referral" ? own(REFERRAL_LABELS, key) : undefined);
  if (known) return known;
  const words = clip(stripInvisible(key), 80)
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  if (words === "") return "Unnamed field";
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type FieldValue =
  | { kind: "tel"; text: string; href: string }
  | { kind: "email"; text: string; href: string }
  | { kind: "text"; text: string };

/**
 * An address a `mailto:` link may carry: the address only, so no `?`, `&`, `#`, `%`, space,
 * comma or second `@` (a query would pre-fill the staff member's reply, a comma add recipients).
 * ASCII letters, digits and `._+'-` before the `@`; a dotted host name after it.
 */
const PLAIN_ADDRESS =
  /^[A-Za-z0-9._+'-]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * A field's value as text (whatever JSON it is), with a `tel:` or `mailto:` link for a phone
 * number or a plain address; anything else stays text. @internal
 */
export function fieldValue(
  key: string,
  value: unknown,
  choices: ChoiceList | undefined = specOf(key)?.choices,
): FieldValue {
  const text = textOf(value);
  const words = choices && own(CHOICE_WORDS[choices], text);
  if (words) return { kind: "text", text: words };
  // A US number (the forms' own reading, `phone.ts`), its extension dialled as `;ext=`.
  const tel = /phone/i.test(key) ? phoneTelHref(text) : undefined;
  if (tel) return { kind: "tel", text, href: tel };
  if (/e-?mail/i.test(key) && text.length <= 254 && PLAIN_ADDRESS.test(text)) {
    return { kind: "email", text, href: `mailto:${text}` };
  }
  return { kind: "text", text };
}

/** At most this many fields are shown (the longest form sends about 40). */
const MAX_FIELDS = 200;

/**
 * The request's fields in the registry's order for its form, then any others in the order the
 * form sent them; empty ones and its files left out. Own keys only (`JSON.parse` makes
 * `"__proto__"` an own key, shown like any other).
 */
export function requestFields(payload: Record<string, unknown>, formType?: string) {
  const fields: { key: string; label: string; value: FieldValue }[] = [];
  const known = (formType === undefined ? undefined : formOf(formType))?.fields ?? [];
  const order = [
    ...known.map((spec) => spec.key).filter((key) => Object.hasOwn(payload, key)),
    ...Object.keys(payload).filter((key) => !known.some((spec) => spec.key === key)),
  ];
  for (const key of order) {
    if (key === "attachments") continue;
    const value = payload[key];
    const choices = specOf(key, formType)?.choices;
    const field = { key, label: fieldLabel(key, formType), value: fieldValue(key, value, choices) };
    if (field.value.text !== "") fields.push(field);
    if (fields.length === MAX_FIELDS) break;
  }
  return fields;
}
