/**
 * Article bodies: Markdown to HTML at build time (server only), with the heading ids, the table
 * of contents, the plain text for read-aloud and the word count.
 */
import { Marked, type Tokens } from "marked";
import { countWords, inlineText, isMarkedToken, plainText } from "./plain-text";
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
const WORDS_PER_MINUTE = 200;

/** Minutes to read `wordCount` words: ceil(words / 200), at least 1. */
export function readTime(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

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
    const id = `heading-${count}`;
    headingIds.set(heading, id);
    if (heading.depth === 2 || heading.depth === 3) {
      toc.push({ id, text: inlineText(heading.tokens), level: heading.depth });
    }
  });
  const html = markdown.parser(tokens);
  const text = plainText(tokens);
  return { html, toc, plainText: text, wordCount: countWords(text) };
}
