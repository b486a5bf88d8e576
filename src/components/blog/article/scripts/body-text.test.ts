// @vitest-environment jsdom
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ARTICLES_DIR } from "@/lib/blog/article-entries";
import { renderBody } from "../../../../../test/markdown";
import { bodyText } from "./body-text";

/** The build's plain text and the page's body element of one Markdown body. */
async function both(markdown: string) {
  const { html, metadata } = await renderBody(markdown);
  const body = document.createElement("div");
  body.innerHTML = html;
  return { built: metadata?.frontmatter?.plainText, read: bodyText(body) };
}

describe("bodyText (what read aloud says, read from the page)", () => {
  it("gives the build's plain text for every kind of block", async () => {
    const { built, read } = await both(
      [
        "Intro with **bold**, *em*, `code` and a [link](https://example.org).",
        "## A heading",
        "- one\n- two\n  - nested *deep*\n- three",
        "1. first\n\n   second paragraph of first\n\n2. next",
        "> quoted line\n> goes on",
        "---",
        "| Col A | Col B |\n| --- | --- |\n| a1 | b1 |\n| a2 | b2 |",
        "```\nline one\n  line two\n```",
        "Line with a  \nhard break.",
      ].join("\n\n"),
    );
    expect(built).toContain("nested deep");
    expect(read).toBe(built);
  });

  const dirs = [ARTICLES_DIR, path.join(ARTICLES_DIR, "es")];
  const files = dirs.flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .map((name) => path.join(dir, name)),
  );

  it.each(files)("gives the build's plain text for %s", async (file) => {
    const source = fs.readFileSync(file, "utf8").replace(/^---\n[\s\S]*?\n---\n/, "");
    const { built, read } = await both(source.trim());
    expect(typeof built).toBe("string");
    expect(read).toBe(built);
  });
});
