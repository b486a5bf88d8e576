/**
 * Reading helpers for the legal-document tests (src/content/legal/*.test.ts): the plain text
 * and the link targets of a document's blocks, and a section by id.
 */
import type { Block, Inlines, LegalDocument } from "@/content/legal/types";

function blockRuns(block: Block): Inlines[] {
  switch (block.kind) {
    case "paragraph":
    case "callout":
      return [block.content];
    case "subheading":
      return [[block.text]];
    case "list":
      return [...block.items];
    case "contact":
      return [[block.heading], ...block.lines];
  }
}

const runsOf = (blocks: readonly Block[]) => blocks.flatMap(blockRuns);

/** The blocks as text, a line a run (links and bold become their text). */
export const textOf = (blocks: readonly Block[]) =>
  runsOf(blocks)
    .map((content) => content.map((run) => (typeof run === "string" ? run : run.text)).join(""))
    .join("\n");

export const hrefsOf = (blocks: readonly Block[]) =>
  runsOf(blocks)
    .flat()
    .flatMap((run) => (typeof run !== "string" && "href" in run ? [run.href] : []));

export const allBlocks = (document: LegalDocument) => [
  ...document.intro,
  ...document.sections.flatMap((section) => section.blocks),
];

export function section(document: LegalDocument, id: string) {
  const found = document.sections.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No section "${id}"`);
  return found;
}
