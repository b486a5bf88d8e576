import { describe, expect, it } from "vitest";
import { marked } from "marked";
import { readTime, renderMarkdown } from "./markdown";
import { countWords } from "./plain-text";

const body = `Opening paragraph with **bold** and *soft* words.

## First section

Some text.

### A detail

More text.

#### A deeper note

Even more.

## Second & last <b>section</b>

### Another *detail*
`;

/** Heading elements of rendered HTML: [tag, id, inner HTML]. */
const headings = (html: string) =>
  [...html.matchAll(/<(h[1-6])(?: id="([^"]*)")?>(.*?)<\/h[1-6]>/g)].map((m) => [m[1], m[2], m[3]]);

describe("renderMarkdown: headings and table of contents", () => {
  it("gives every heading a sequential id heading-N in document order, across levels", () => {
    expect(headings(renderMarkdown(body).html)).toEqual([
      ["h2", "heading-1", "First section"],
      ["h3", "heading-2", "A detail"],
      ["h4", "heading-3", "A deeper note"],
      ["h2", "heading-4", "Second &amp; last &lt;b&gt;section&lt;/b&gt;"],
      ["h3", "heading-5", "Another <em>detail</em>"],
    ]);
  });

  it("lists the level 2 and 3 headings in order, with their ids and plain text", () => {
    expect(renderMarkdown(body).toc).toEqual([
      { id: "heading-1", text: "First section", level: 2 },
      { id: "heading-2", text: "A detail", level: 3 },
      { id: "heading-4", text: "Second & last <b>section</b>", level: 2 },
      { id: "heading-5", text: "Another detail", level: 3 },
    ]);
  });

  it("starts counting again for every document", () => {
    renderMarkdown(body);
    expect(renderMarkdown("## Only\n\ntext").toc).toEqual([
      { id: "heading-1", text: "Only", level: 2 },
    ]);
  });

  it("counts headings inside lists and quotes in document order", () => {
    const { html } = renderMarkdown("## One\n\n> ### Quoted\n\n## Two");
    expect(headings(html).map(([, id]) => id)).toEqual(["heading-1", "heading-2", "heading-3"]);
  });

  it("decodes entities and drops inline markup in table-of-contents text", () => {
    const { toc, html } = renderMarkdown("## Tips &amp; tricks for **safe** `meds` &#8212; today");
    expect(toc[0]?.text).toBe("Tips & tricks for safe meds — today");
    expect(html).toContain("Tips &amp; tricks for <strong>safe</strong> <code>meds</code>");
  });

  it("leaves the global marked instance alone", () => {
    renderMarkdown(body);
    expect(marked.parse("## Plain", { async: false })).toBe("<h2>Plain</h2>\n");
  });
});

describe("renderMarkdown: HTML", () => {
  it("renders paragraphs, emphasis, links and nested lists", () => {
    const { html } = renderMarkdown(
      "Intro with [a link](https://example.com).\n\n- one **bold**\n- two\n  - nested\n\n1. first\n2. second",
    );
    expect(html).toContain('<p>Intro with <a href="https://example.com">a link</a>.</p>');
    expect(html).toMatch(
      /<ul>\s*<li>one <strong>bold<\/strong><\/li>\s*<li>two<ul>\s*<li>nested<\/li>/,
    );
    expect(html).toMatch(/<ol>\s*<li>first<\/li>\s*<li>second<\/li>\s*<\/ol>/);
  });

  it("escapes raw HTML instead of injecting it", () => {
    const { html } = renderMarkdown(
      'Hello <script>alert("x")</script> there\n\n<div onclick="x">block</div>',
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<div");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("&lt;div onclick=&quot;x&quot;&gt;block&lt;/div&gt;");
  });

  it("escapes special characters in headings and text", () => {
    const { html } = renderMarkdown('## Fish & "chips" <3\n\nA < B & C');
    expect(html).toContain('<h2 id="heading-1">Fish &amp; &quot;chips&quot; &lt;3</h2>');
    expect(html).toContain("<p>A &lt; B &amp; C</p>");
  });
});

describe("renderMarkdown: plain text and words", () => {
  it("gives the readable text, one block per line, without tags", () => {
    const { plainText } = renderMarkdown(
      "First **bold** [link](https://x.test) and `code`.\n\n## Heading *one*\n\n- item one\n- item two\n  - nested\n\n> quoted &amp; kept\n\n---\n\nLast line &copy; 2026",
    );
    expect(plainText).toBe(
      [
        "First bold link and code.",
        "Heading one",
        "item one",
        "item two",
        "nested",
        "quoted & kept",
        "Last line © 2026",
      ].join("\n"),
    );
    expect(plainText).not.toMatch(/[<>*#]/);
  });

  it("counts the words of the body (punctuation alone is not a word)", () => {
    const { wordCount, plainText } = renderMarkdown(
      "## Two words\n\nOne, two - three.\n\n- four\n- five & six",
    );
    expect(plainText).toBe("Two words\nOne, two - three.\nfour\nfive & six");
    expect(wordCount).toBe(8);
  });

  it("counts nothing for an empty body", () => {
    expect(renderMarkdown("")).toEqual({ html: "", toc: [], plainText: "", wordCount: 0 });
  });
});

describe("helpers", () => {
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [900, 5],
    [1000, 5],
    [1001, 6],
    [1500, 8],
  ])("readTime(%i) = %i", (words, minutes) => {
    expect(readTime(words)).toBe(minutes);
  });

  it("counts words split by any whitespace", () => {
    expect(countWords("  one\ttwo\nthree   — four's  ")).toBe(4);
  });

  it("decodes numeric and common named entities, and leaves unknown ones", () => {
    // &#0; is no character: marked itself makes it U+FFFD, the replacement character.
    expect(renderMarkdown("&amp; &lt; &#169; &#x2014; &rsquo; &bogus; &#0;").plainText).toBe(
      "& < © — ’ &bogus; \uFFFD",
    );
  });
});
