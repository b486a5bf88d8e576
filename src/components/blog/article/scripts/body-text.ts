/**
 * What read aloud says, read from the article body on the page when the button is pressed,
 * instead of a copy of the text in the controls' `data-text` (7 kB of every article's HTML,
 * issue 32). The same lines as the build's `plainText` (src/lib/blog/plain-text.ts) gives the
 * Markdown: one block (paragraph, heading, list item, table row, code line) per line, whitespace
 * collapsed, a picture by its alt. body-text.test.ts holds the two equal for every article.
 */

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

/** Elements that start lines of their own; anything else is inline, part of a line. */
const BLOCK = /^(P|H[1-6]|UL|OL|LI|BLOCKQUOTE|DIV|SECTION|PRE|TABLE|HR)$/;

/** The raw text of inline content: a line break a space, a picture its alt. */
function inlineText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.nodeValue ?? "";
  if (!(node instanceof Element)) return "";
  if (node.tagName === "BR") return " ";
  if (node.tagName === "IMG") return node.getAttribute("alt") ?? "";
  return Array.from(node.childNodes, inlineText).join("");
}

/** The lines of a block element. */
function blockLines(element: Element): string[] {
  switch (element.tagName) {
    case "HR":
      return [];
    case "PRE":
      return (element.textContent ?? "").replace(/\n$/, "").split("\n").map(clean);
    case "TABLE":
      return Array.from(element.querySelectorAll("tr"), (row) =>
        Array.from(row.cells, (cell) => clean(inlineText(cell))).join(" "),
      );
    case "UL":
    case "OL":
    case "LI":
    case "BLOCKQUOTE":
    case "DIV":
    case "SECTION":
      return containerLines(element);
    default:
      return [clean(inlineText(element))];
  }
}

/** A container's lines: its runs of inline content (a tight list item's text) and its blocks. */
function containerLines(container: Element): string[] {
  const lines: string[] = [];
  let run = "";
  for (const child of Array.from(container.childNodes)) {
    if (child instanceof Element && BLOCK.test(child.tagName)) {
      lines.push(clean(run), ...blockLines(child));
      run = "";
    } else run += inlineText(child);
  }
  lines.push(clean(run));
  return lines;
}

/** The readable text of the article body: one block per line, blank blocks left out. */
export function bodyText(body: Element): string {
  return containerLines(body)
    .filter((line) => line !== "")
    .join("\n");
}
