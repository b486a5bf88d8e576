/**
 * The one plain-text pipeline of an article body: the Markdown syntax tree (mdast, as Astro's
 * Markdown pipeline parses it) to the text a reader sees, no markup, entities decoded (the
 * parser already decodes them). It gives the word count its words (and so the read time) and
 * the read-aloud button what it says (`Article.plainText`).
 *
 * Imported by astro.config.mjs (through ./markdown): relative imports and types only.
 */
import type { Nodes, Root, RootContent } from "mdast";

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

/** The raw text of inline content: code, escapes and raw HTML as written, images by their alt. */
function inlineParts(nodes: readonly Nodes[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case "break":
          return " ";
        case "text":
        case "inlineCode":
        case "html":
          return node.value;
        case "image":
        case "imageReference":
          return node.alt ?? "";
        default:
          return "children" in node ? inlineParts(node.children) : "";
      }
    })
    .join("");
}

/** The text of inline content (a heading's, a paragraph's) on one line, whitespace collapsed. */
const inlineText = (nodes: readonly Nodes[]) => clean(inlineParts(nodes));

/** One line per block (paragraph, heading, list item, table row, ...). */
function blockLines(nodes: readonly RootContent[]): string[] {
  return nodes.flatMap((node): string[] => {
    switch (node.type) {
      case "thematicBreak":
      case "definition":
      case "yaml":
        return [];
      case "list":
      case "listItem":
      case "blockquote":
      case "footnoteDefinition":
        return blockLines(node.children);
      case "table":
        return node.children.map((row) =>
          row.children.map((cell) => inlineText(cell.children)).join(" "),
        );
      case "code":
      case "html":
        return node.value.split("\n").map(clean);
      default:
        return [inlineText([node])];
    }
  });
}

/** The readable text of a whole body: one block per line, blank blocks left out. */
export function plainText(tree: Root): string {
  return blockLines(tree.children)
    .filter((line) => line !== "")
    .join("\n");
}

/** Words of plain text: runs between whitespace with a letter or a digit (a lone "-" is not). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
