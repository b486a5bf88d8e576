/**
 * A small document model for the legal pages (HIPAA notice, privacy policy). Content files
 * build documents with the helpers below; `components/legal` renders them.
 */
import { factValue, isPlaceholder, type Fact } from "@/shared/placeholder";
import { telHref, type Phone } from "../site";

/**
 * A link inside running text: `mailto:`, `tel:`, an in-page `#anchor`, a `/path` or a URL.
 * `placeholder` is the id of the placeholder fact it shows, if any (rendered as
 * `data-placeholder`).
 */
export type InlineLink = { text: string; href: string; placeholder?: string };
/** A bold lead-in such as "Public health." at the start of a list item. */
export type InlineStrong = { text: string; strong: true };
/** Text that shows a placeholder fact (see `placeholder.ts`): rendered with `data-placeholder`. */
type InlineFact = { text: string; placeholder: string };
export type Inline = string | InlineLink | InlineStrong | InlineFact;
export type Inlines = readonly Inline[];

export type ParagraphBlock = { kind: "paragraph"; content: Inlines };
/** A paragraph set apart in a tinted box (for the one thing every reader must see). */
export type CalloutBlock = { kind: "callout"; content: Inlines };
export type ListBlock = { kind: "list"; items: readonly Inlines[] };
/** An `<h3>` inside a section. */
export type SubheadingBlock = { kind: "subheading"; text: string };
/** Contact details, rendered as an `<address>` in a card; one entry per line. */
export type ContactBlock = { kind: "contact"; heading: string; lines: readonly Inlines[] };

export type Block = ParagraphBlock | CalloutBlock | ListBlock | SubheadingBlock | ContactBlock;

export type LegalSection = {
  /** The anchor (`#id`) of the section; unique within its document. */
  id: string;
  /** Shown before the title ("1. Security & Links"); 1, 2, 3... in order. */
  number: number;
  title: string;
  blocks: readonly Block[];
};

export type LegalDocument = {
  title: string;
  intro: readonly Block[];
  /** Shown as written, e.g. "March 1, 2027"; a placeholder until the agency sets it. */
  effectiveDate?: Fact<string>;
  revisedDate?: string;
  lastUpdated?: string;
  sections: readonly LegalSection[];
};

// Authoring helpers: they keep the content files short and readable.

export const link = (text: string, href: string): InlineLink => ({ text, href });

export const strong = (text: string): InlineStrong => ({ text, strong: true });

/** A fact as text: plain once confirmed, marked while it is a placeholder. */
export const fact = (value: Fact<string>): Inline =>
  isPlaceholder(value) ? { text: value.value, placeholder: value.id } : value;

/** A link whose text (and target) is a fact, marked while it is a placeholder. */
function factLink(value: Fact<string>, href: (text: string) => string): InlineLink {
  const text = factValue(value);
  return isPlaceholder(value)
    ? { text, href: href(text), placeholder: value.id }
    : { text, href: href(text) };
}

/** A `tel:` link to a phone number that may be a placeholder. */
export function phoneLink(phone: Fact<Phone>): InlineLink {
  const { display } = factValue(phone);
  const href = telHref(factValue(phone));
  return isPlaceholder(phone)
    ? { text: display, href, placeholder: phone.id }
    : { text: display, href };
}

/** A `mailto:` link to an address that may be a placeholder. */
export const emailLink = (email: Fact<string>) => factLink(email, (text) => `mailto:${text}`);

export const p = (...content: Inline[]): ParagraphBlock => ({ kind: "paragraph", content });

export const callout = (...content: Inline[]): CalloutBlock => ({ kind: "callout", content });

export const h3 = (text: string): SubheadingBlock => ({ kind: "subheading", text });

/** A bullet list; an item is one run (`"text"`) or several (`["Call ", link(...), "."]`). */
export const ul = (...items: (Inline | Inlines)[]): ListBlock => ({
  kind: "list",
  items: items.map((item) => (isInlines(item) ? item : [item])),
});

export const contact = (heading: string, lines: (Inline | Inlines)[]): ContactBlock => ({
  kind: "contact",
  heading,
  lines: lines.map((line) => (isInlines(line) ? line : [line])),
});

function isInlines(value: Inline | Inlines): value is Inlines {
  return Array.isArray(value);
}
