/**
 * A rehype plugin (Astro's Markdown pipeline, astro.config.mjs; issue 32): each h2 of an article
 * body and what follows it, up to the next h2, becomes one <section class="render-when-near">.
 * A section far below the first screen is then not styled, laid out or painted until the reader
 * nears it (content-visibility, src/styles/globals.css): on a phone the body starts below the
 * first screen and runs 8,000 to 12,000 px, and laying it all out was the longest work of an
 * article's load after its first paint. The text stays in the page, for search, find in page and
 * assistive technology.
 *
 * Until it is drawn, a section is as tall as a guess from its text (sectionHeights), so the scroll
 * bar hardly moves; once drawn, the browser remembers its real height. The intro before the first
 * h2 stays as it is.
 */
import type { Element, ElementContent, Root, RootContent } from "hast";

/**
 * A section's height in px, from its characters and its blocks (paragraphs, headings, list
 * items): fitted on 52 sections of eight articles as drawn at 412 and 1280 px wide (within 13 %
 * of the real height, the h2's top margin included).
 */
const PHONE = { perChar: 0.82, perBlock: 23 };
const WIDE = { perChar: 0.64, perBlock: 24 };

const BLOCKS = new Set(["p", "li", "h2", "h3", "h4", "h5", "h6", "tr"]);

/** The characters of text and the blocks under a run of nodes. */
function measure(nodes: readonly RootContent[]): { chars: number; blocks: number } {
  let chars = 0;
  let blocks = 0;
  for (const node of nodes) {
    if (node.type === "text") chars += node.value.length;
    else if (node.type === "element") {
      if (BLOCKS.has(node.tagName)) blocks += 1;
      const inner = measure(node.children);
      chars += inner.chars;
      blocks += inner.blocks;
    }
  }
  return { chars, blocks };
}

const estimate = (size: { chars: number; blocks: number }, rate: typeof PHONE) =>
  Math.ceil((size.chars * rate.perChar + size.blocks * rate.perBlock) / 10) * 10;

/** The guessed heights of a section's content on a phone and on a wide screen, in px. */
function sectionHeights(nodes: readonly RootContent[]): { phone: number; wide: number } {
  const size = measure(nodes);
  return { phone: estimate(size, PHONE), wide: estimate(size, WIDE) };
}

const isH2 = (node: RootContent): node is Element =>
  node.type === "element" && node.tagName === "h2";

function section(children: ElementContent[]): Element {
  const { phone, wide } = sectionHeights(children);
  return {
    type: "element",
    tagName: "section",
    properties: {
      className: ["render-when-near"],
      style: `--near-height:${phone}px;--near-height-lg:${wide}px`,
    },
    children,
  };
}

export function rehypeArticleSections() {
  return (tree: Root) => {
    const out: RootContent[] = [];
    let open: ElementContent[] | undefined;
    for (const node of tree.children) {
      if (isH2(node)) {
        if (open) out.push(section(open));
        open = [node];
      } else if (open && node.type !== "doctype") open.push(node);
      else out.push(node);
    }
    if (open) out.push(section(open));
    tree.children = out;
  };
}
