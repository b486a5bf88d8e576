/**
 * The one plain-text pipeline of an article body: marked's tokens to the text a reader sees, no
 * markup, entities decoded. It gives the table of contents its entry text, the word count its
 * words (and so the read time), and the read-aloud button what it says (`Article.plainText`).
 */
import type { MarkedToken, Token } from "marked";

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
export function isMarkedToken(token: Token): token is MarkedToken {
  return MARKED_TOKEN_TYPES.has(token.type);
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
function decodeEntities(text: string): string {
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

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

function inlineParts(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if (!isMarkedToken(token)) return inlineParts(token.tokens ?? []);
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
          if ("tokens" in token && token.tokens) return inlineParts(token.tokens);
          return "text" in token ? decodeEntities(token.text) : "";
      }
    })
    .join("");
}

/**
 * The text of inline tokens (a heading's, a paragraph's) on one line, whitespace collapsed.
 * Code spans, escapes and raw HTML are shown literally (the renderer escapes them), so they are
 * taken as written.
 */
export function inlineText(tokens: readonly Token[]): string {
  return clean(inlineParts(tokens));
}

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
          row.map((cell) => inlineText(cell.tokens)).join(" "),
        );
      case "code":
      case "html":
        return token.text.split("\n").map(clean);
      default:
        return ["tokens" in token && token.tokens ? inlineText(token.tokens) : clean(token.raw)];
    }
  });
}

/** The readable text of a whole body: one block per line, blank blocks left out. */
export function plainText(tokens: readonly Token[]): string {
  return blockLines(tokens)
    .filter((line) => line !== "")
    .join("\n");
}

/** Words of plain text: runs between whitespace with a letter or a digit (a lone "-" is not). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
