/**
 * A remark plugin: every phone number in an article's text becomes a `tel:` link (issue 14),
 * so writers type "call 847-568-1033" and readers on a phone can tap it. Text already inside a
 * link is left alone.
 *
 * astro.config.mjs imports this module before Vite's aliases exist: relative imports only.
 */
import type { Link, Parent, Root, RootContent } from "mdast";
import { splitPhoneNumbers } from "../phone-numbers";

function linkPhoneNumbers(parent: Parent): void {
  const children: RootContent[] = [];
  for (const child of parent.children) {
    if (child.type === "text") {
      for (const part of splitPhoneNumbers(child.value)) {
        if (typeof part === "string") children.push({ type: "text", value: part });
        else {
          const link: Link = {
            type: "link",
            url: part.href,
            children: [{ type: "text", value: part.display }],
          };
          children.push(link);
        }
      }
    } else {
      if ("children" in child && child.type !== "link" && child.type !== "linkReference")
        linkPhoneNumbers(child);
      children.push(child);
    }
  }
  parent.children = children;
}

/** The plugin (markdown.ts lists it; exported for the pipeline's options). */
export function remarkPhoneLinks() {
  return (tree: Root) => linkPhoneNumbers(tree);
}
