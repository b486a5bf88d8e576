import type { Element, ElementContent, Root } from "hast";
import { describe, expect, it } from "vitest";
import { rehypeHeadingIds } from "./heading-ids";

const el = (tagName: string, children: ElementContent[] = [], id?: string): Element => ({
  type: "element",
  tagName,
  properties: id ? { id } : {},
  children,
});
const text = (value: string): ElementContent => ({ type: "text", value });

/** The ids of the tree's headings in document order, [tag, id]. */
function ids(root: Root): [string, unknown][] {
  const found: [string, unknown][] = [];
  const walk = (nodes: Root["children"]) => {
    for (const node of nodes) {
      if (node.type !== "element") continue;
      if (/^h[1-6]$/.test(node.tagName)) found.push([node.tagName, node.properties.id]);
      walk(node.children);
    }
  };
  walk(root.children);
  return found;
}

describe("rehypeHeadingIds", () => {
  it("numbers every heading heading-1, heading-2, ... in document order, at any depth", () => {
    const tree: Root = {
      type: "root",
      children: [
        el("p", [text("Intro")]),
        el("h2", [text("One")]),
        el("blockquote", [el("h3", [text("Quoted")])]),
        el("h4", [text("Deep")]),
        el("ul", [el("li", [el("h5", [text("Listed")])])]),
        el("h2", [text("Two"), el("em", [text("!")])], "a-slug"),
        el("h6", [text("Last")]),
      ],
    };
    rehypeHeadingIds()(tree);
    expect(ids(tree)).toEqual([
      ["h2", "heading-1"],
      ["h3", "heading-2"],
      ["h4", "heading-3"],
      ["h5", "heading-4"],
      ["h2", "heading-5"],
      ["h6", "heading-6"],
    ]);
  });

  it("starts from 1 in every document and leaves other elements alone", () => {
    const first: Root = { type: "root", children: [el("h2"), el("h2")] };
    const second: Root = { type: "root", children: [el("header", [el("p")]), el("h3")] };
    const transform = rehypeHeadingIds();
    transform(first);
    transform(second);
    expect(ids(second)).toEqual([["h3", "heading-1"]]);
    expect(second.children[0]).toEqual(el("header", [el("p")]));
  });

  it("counts an h1 too (the article check then rejects it)", () => {
    const tree: Root = { type: "root", children: [el("h1"), el("h2")] };
    rehypeHeadingIds()(tree);
    expect(ids(tree)).toEqual([
      ["h1", "heading-1"],
      ["h2", "heading-2"],
    ]);
  });
});
