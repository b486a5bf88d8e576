/**
 * A rehype plugin (Astro's Markdown pipeline, astro.config.mjs): every heading of an article
 * body, h1 to h6, gets the id heading-1, heading-2, ... in document order, counting from 1 in
 * each document. The table of contents links to these ids, and they stay the same when a
 * heading's words change. Astro's own heading pass runs after it, keeps an id that is already
 * set and reports it in `headings`.
 */
import type { Element, Root, RootContent } from "hast";

const HEADING = /^h[1-6]$/;

function headingsIn(nodes: readonly RootContent[]): Element[] {
  return nodes.flatMap((node) => {
    if (node.type !== "element") return [];
    return HEADING.test(node.tagName) ? [node] : headingsIn(node.children);
  });
}

export function rehypeHeadingIds() {
  return (tree: Root) => {
    headingsIn(tree.children).forEach((heading, index) => {
      heading.properties.id = `heading-${index + 1}`;
    });
  };
}
