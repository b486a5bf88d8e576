/**
 * A small document model for the legal pages (HIPAA notice, privacy policy). Content files
 * build documents with the helpers below; `components/legal` renders them.
 */

/** A link inside running text: `mailto:`, `tel:`, an in-page `#anchor`, a `/path` or a URL. */
export type InlineLink = { text: string; href: string };
/** A bold lead-in such as "Public health." at the start of a list item. */
export type InlineStrong = { text: string; strong: true };
export type Inline = string | InlineLink | InlineStrong;
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
  /** Shown as written, e.g. "1/3/03". */
  effectiveDate?: string;
  revisedDate?: string;
  lastUpdated?: string;
  sections: readonly LegalSection[];
};

// Authoring helpers: they keep the content files short and readable.

export const link = (text: string, href: string): InlineLink => ({ text, href });

export const strong = (text: string): InlineStrong => ({ text, strong: true });

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
