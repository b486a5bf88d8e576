import type { Element, ElementContent, Root } from "hast";
import { describe, expect, it } from "vitest";
import { rehypeArticleSections } from "./sections";

const el = (tagName: string, children: ElementContent[] = []): Element => ({
  type: "element",
  tagName,
  properties: {},
  children,
});
const text = (value: string): ElementContent => ({ type: "text", value });

/** The tree as tag names, a section as [its class, its style, its children's tags]. */
function shape(root: Root): unknown[] {
  return root.children.map((node) => {
    if (node.type !== "element") return node.type;
    if (node.tagName !== "section") return node.tagName;
    return [
      node.properties.className,
      node.properties.style,
      node.children.map((child) => (child.type === "element" ? child.tagName : child.type)),
    ];
  });
}

describe("rehypeArticleSections", () => {
  it("wraps each h2 and what follows it, up to the next h2, in a section; the intro stays", () => {
    const tree: Root = {
      type: "root",
      children: [
        el("p", [text("Intro")]),
        text("\n"),
        el("h2", [text("One")]),
        el("p", [text("a".repeat(100))]),
        el("h3", [text("Sub")]),
        el("ul", [el("li", [text("b".repeat(50))]), el("li", [text("c")])]),
        el("h2", [text("Two")]),
        el("p", [text("d")]),
      ],
    };
    rehypeArticleSections()(tree);
    // One: 3 + 100 + 3 + 50 + 1 = 157 characters; h2, p, h3, li, li = 5 blocks.
    // Phone: 157 * 0.82 + 5 * 23 = 243.7 -> 250 px; wide: 157 * 0.64 + 5 * 24 = 220.5 -> 230 px.
    // Two: 4 characters, 2 blocks: 3.3 + 46 -> 50 px; 2.6 + 48 -> 60 px.
    expect(shape(tree)).toEqual([
      "p",
      "text",
      [["render-when-near"], "--near-height:250px;--near-height-lg:230px", ["h2", "p", "h3", "ul"]],
      [["render-when-near"], "--near-height:50px;--near-height-lg:60px", ["h2", "p"]],
    ]);
  });

  it("leaves a body without an h2 as it is", () => {
    const tree: Root = {
      type: "root",
      children: [el("p", [text("Only")]), el("h3", [text("Minor")])],
    };
    rehypeArticleSections()(tree);
    expect(shape(tree)).toEqual(["p", "h3"]);
  });

  it("keeps every node, in order", () => {
    const children = [el("h2"), el("p"), el("h2"), el("h2"), el("table")];
    const tree: Root = { type: "root", children: [...children] };
    rehypeArticleSections()(tree);
    const flat = tree.children.flatMap((node) =>
      node.type === "element" && node.tagName === "section" ? node.children : [node],
    );
    expect(flat).toEqual(children);
    expect(tree.children).toHaveLength(3);
  });

  it("counts a table's rows as blocks and its cells' text", () => {
    const table = el("table", [
      el("tr", [el("td", [text("x".repeat(10))])]),
      el("tr", [el("td", [text("y".repeat(10))])]),
    ]);
    const tree: Root = { type: "root", children: [el("h2", [text("T")]), table] };
    rehypeArticleSections()(tree);
    // 21 characters; the h2 and 2 rows, 3 blocks: 17.2 + 69 -> 90 px; 13.4 + 72 -> 90 px.
    expect(shape(tree)).toEqual([
      [["render-when-near"], "--near-height:90px;--near-height-lg:90px", ["h2", "table"]],
    ]);
  });
});
