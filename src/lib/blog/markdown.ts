/**
 * Article bodies: Markdown to HTML at build time (server only), with the heading ids, the table
 * of contents, the plain text for read-aloud and the word count.
 */
import { Marked, type MarkedToken, type Token, type Tokens } from "marked";
import type { TocEntry } from "./types";

export type RenderedMarkdown = {
  /** The body HTML; every heading carries an id heading-1, heading-2, ... in document order. */
  html: string;
  /** The level 2 and 3 headings, in order. */
  toc: TocEntry[];
  /** The readable text: no tags, entities decoded, one block per line. */
  plainText: string;
  wordCount: number;
};

/** Reading speed behind "N min read". */
export const WORDS_PER_MINUTE = 200;

/** Minutes to read `wordCount` words: ceil(words / 200), at least 1. */
export function readTime(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}

export const headingId = (n: number) => `heading-${n}`;

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  copy: "©",
  reg: "®",
  trade: "™",
  deg: "°",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  middot: "·",
  bull: "•",
  times: "×",
  frac12: "½",
};

/** Decodes numeric entities and the common named ones; unknown names stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (entity, body: string) => {
    if (body.startsWith("#")) {
      const code =
        body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** Heading token -> its id, filled before each render (the renderer gets the same objects). */
const headingIds = new WeakMap<Tokens.Heading, string>();

/** Our own instance: the global `marked` stays untouched for anyone else. */
const markdown = new Marked({
  gfm: true,
  renderer: {
    heading(token) {
      const id = headingIds.get(token);
      const attribute = id ? ` id="${id}"` : "";
      return `<h${token.depth}${attribute}>${this.parser.parseInline(token.tokens)}</h${token.depth}>\n`;
    },
    // Articles are Markdown only: any raw HTML is shown as text, never injected.
    html(token) {
      return escapeHtml(token.text);
    },
  },
});

const MARKED_TOKEN_TYPES = new Set<string>([
  "blockquote",
  "br",
  "checkbox",
  "code",
  "codespan",
  "def",
  "del",
  "em",
  "escape",
  "heading",
  "hr",
  "html",
  "image",
  "link",
  "list",
  "list_item",
  "paragraph",
  "space",
  "strong",
  "table",
  "text",
]);

/** Narrows to marked's own token types (extensions could add others; we use none). */
function isMarkedToken(token: Token): token is MarkedToken {
  return MARKED_TOKEN_TYPES.has(token.type);
}

/**
 * The text of inline tokens as a reader sees it: no markup, entities decoded. Code spans, escapes
 * and raw HTML are shown literally (the renderer escapes them), so they are taken as written.
 */
function inlineText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if (!isMarkedToken(token)) return inlineText(token.tokens ?? []);
      switch (token.type) {
        case "checkbox":
          return "";
        case "br":
          return " ";
        case "codespan":
        case "escape":
        case "html":
          return token.text;
        case "image":
          return decodeEntities(token.text);
        default:
          if ("tokens" in token && token.tokens) return inlineText(token.tokens);
          return "text" in token ? decodeEntities(token.text) : "";
      }
    })
    .join("");
}

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

/** One line per block (paragraph, heading, list item, table row, ...). */
function blockLines(tokens: readonly Token[]): string[] {
  return tokens.flatMap((token): string[] => {
    if (!isMarkedToken(token)) return blockLines(token.tokens ?? []);
    switch (token.type) {
      case "space":
      case "hr":
      case "def":
        return [];
      case "list":
        return token.items.flatMap((item) => blockLines(item.tokens));
      case "blockquote":
      case "list_item":
        return blockLines(token.tokens);
      case "table":
        return [token.header, ...token.rows].map((row) =>
          row.map((cell) => clean(inlineText(cell.tokens))).join(" "),
        );
      case "code":
      case "html":
        return token.text.split("\n").map(clean);
      default:
        return [clean("tokens" in token && token.tokens ? inlineText(token.tokens) : token.raw)];
    }
  });
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * Renders an article body. Every heading (h2, h3 and deeper) gets the id heading-N, N counting
 * from 1 in document order; the table of contents lists the level 2 and 3 headings.
 */
export function renderMarkdown(source: string): RenderedMarkdown {
  const tokens = markdown.lexer(source);
  const toc: TocEntry[] = [];
  let count = 0;
  markdown.walkTokens(tokens, (token) => {
    if (!isMarkedToken(token) || token.type !== "heading") return;
    const heading = token;
    count += 1;
    const id = headingId(count);
    headingIds.set(heading, id);
    if (heading.depth === 2 || heading.depth === 3) {
      toc.push({ id, text: clean(inlineText(heading.tokens)), level: heading.depth });
    }
  });
  const html = markdown.parser(tokens);
  const plainText = blockLines(tokens)
    .filter((line) => line !== "")
    .join("\n");
  return { html, toc, plainText, wordCount: countWords(plainText) };
}
