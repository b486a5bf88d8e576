import { describe, expect, it } from "vitest";
import { renderBody } from "../../../test/markdown";
import { tableOfContents } from "./article-entries";
import { readTime } from "./markdown";
import { countWords } from "./plain-text";

/** A body through Astro's Markdown pipeline with the site's options: its HTML, TOC and text. */
async function renderMarkdown(source: string) {
  const { html, metadata } = await renderBody(source);
  const { plainText, wordCount } = metadata?.frontmatter ?? {};
  return { html, toc: tableOfContents(metadata?.headings ?? []), plainText, wordCount };
}

/** The rendered HTML as a DOM fragment. */
function dom(html: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = html;
  return root;
}

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
  [...dom(html).querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => [
    h.tagName.toLowerCase(),
    h.id,
    h.innerHTML,
  ]);

describe("Astro's Markdown pipeline for articles: headings and table of contents", () => {
  it("gives every heading a sequential id heading-N in document order, across levels", async () => {
    expect(headings((await renderMarkdown(body)).html)).toEqual([
      ["h2", "heading-1", "First section"],
      ["h3", "heading-2", "A detail"],
      ["h4", "heading-3", "A deeper note"],
      ["h2", "heading-4", "Second &amp; last &lt;b&gt;section&lt;/b&gt;"],
      ["h3", "heading-5", "Another <em>detail</em>"],
    ]);
  });

  it("lists the level 2 and 3 headings in order, with their ids and plain text", async () => {
    expect((await renderMarkdown(body)).toc).toEqual([
      { id: "heading-1", text: "First section", level: 2 },
      { id: "heading-2", text: "A detail", level: 3 },
      { id: "heading-4", text: "Second & last <b>section</b>", level: 2 },
      { id: "heading-5", text: "Another detail", level: 3 },
    ]);
  });

  it("starts counting again for every document", async () => {
    await renderMarkdown(body);
    expect((await renderMarkdown("## Only\n\ntext")).toc).toEqual([
      { id: "heading-1", text: "Only", level: 2 },
    ]);
  });

  it("counts headings inside lists and quotes in document order", async () => {
    const { html } = await renderMarkdown("## One\n\n> ### Quoted\n\n- #### Listed\n\n## Two");
    expect(headings(html).map(([, id]) => id)).toEqual([
      "heading-1",
      "heading-2",
      "heading-3",
      "heading-4",
    ]);
  });

  it("decodes entities and drops inline markup in table-of-contents text", async () => {
    const { toc, html } = await renderMarkdown(
      "## Tips &amp; tricks for **safe** `meds` &#8212; today",
    );
    expect(toc[0]?.text).toBe("Tips & tricks for safe meds — today");
    expect(dom(html).querySelector("h2")?.innerHTML).toBe(
      "Tips &amp; tricks for <strong>safe</strong> <code>meds</code> — today",
    );
  });
});

describe("Astro's Markdown pipeline for articles: HTML", () => {
  it("renders paragraphs, emphasis, links and nested lists", async () => {
    const root = dom(
      (
        await renderMarkdown(
          "Intro with [a link](https://example.com).\n\n- one **bold**\n- two\n  - nested\n\n1. first\n2. second",
        )
      ).html,
    );
    expect(root.querySelector("p")?.outerHTML).toBe(
      '<p>Intro with <a href="https://example.com">a link</a>.</p>',
    );
    const items = [...root.querySelectorAll(":scope > ul > li")];
    expect(items.map((li) => li.firstChild?.textContent?.trim())).toEqual(["one", "two"]);
    expect(items[0]?.querySelector("strong")?.textContent).toBe("bold");
    expect(items[1]?.querySelector(":scope > ul > li")?.textContent).toBe("nested");
    expect([...root.querySelectorAll(":scope > ol > li")].map((li) => li.textContent)).toEqual([
      "first",
      "second",
    ]);
  });

  it("renders GitHub tables", async () => {
    const root = dom((await renderMarkdown("| Day | Dose |\n| --- | --- |\n| Mon | 1 |")).html);
    expect([...root.querySelectorAll("th")].map((th) => th.textContent)).toEqual(["Day", "Dose"]);
    expect([...root.querySelectorAll("td")].map((td) => td.textContent)).toEqual(["Mon", "1"]);
  });

  it("keeps quotes, apostrophes and dashes as written (no smartypants)", async () => {
    const { html, plainText } = await renderMarkdown(`"Hospice" isn't giving up -- really...`);
    expect(dom(html).textContent).toBe(`"Hospice" isn't giving up -- really...`);
    expect(plainText).toBe(`"Hospice" isn't giving up -- really...`);
  });

  it("shows code blocks as plain code, without a highlighter's markup", async () => {
    const { html } = await renderMarkdown("```js\nlet a = 1;\n```");
    const pre = dom(html).querySelector("pre");
    expect(pre?.attributes).toHaveLength(0);
    expect(pre?.textContent).toBe("let a = 1;\n");
  });

  it("escapes raw HTML instead of injecting it", async () => {
    const { html } = await renderMarkdown(
      'Hello <script>alert("x")</script> there\n\n<div onclick="x">block</div>',
    );
    const root = dom(html);
    expect(root.querySelector("script, div")).toBeNull();
    expect(root.textContent).toContain('Hello <script>alert("x")</script> there');
    expect(root.textContent).toContain('<div onclick="x">block</div>');
  });

  it("makes every phone number in the text a tel: link, and leaves links and code alone", async () => {
    const root = dom(
      (
        await renderMarkdown(
          "Call 847-568-1033 or the Poison Help line at 1-800-222-1222 (**(847) 568-1033** too).\n\n[Our line 847-568-1033](/contact) and `847-568-1033`.",
        )
      ).html,
    );
    const [first, second] = root.querySelectorAll("p");
    expect(first?.innerHTML).toBe(
      'Call <a href="tel:+18475681033">847-568-1033</a> or the Poison Help line at <a href="tel:+18002221222">1-800-222-1222</a> (<strong><a href="tel:+18475681033">(847) 568-1033</a></strong> too).',
    );
    expect(second?.innerHTML).toBe(
      '<a href="/contact">Our line 847-568-1033</a> and <code>847-568-1033</code>.',
    );
  });

  it("escapes special characters in headings and text", async () => {
    const root = dom((await renderMarkdown('## Fish & "chips" <3\n\nA < B & C')).html);
    expect(root.querySelector("h2#heading-1")?.textContent).toBe('Fish & "chips" <3');
    expect(root.querySelector("p")?.textContent).toBe("A < B & C");
  });
});

describe("Astro's Markdown pipeline for articles: plain text and words", () => {
  it("gives the readable text, one block per line, without tags", async () => {
    const { plainText } = await renderMarkdown(
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

  it("reads tables row by row, code and raw HTML line by line, images by their alt", async () => {
    const { plainText } = await renderMarkdown(
      "| Day | Dose |\n| --- | --- |\n| Mon | 1 |\n\n```\nline one\n\nline two\n```\n\n<p>raw\nhtml</p>\n\nSee ![a chart](https://x.test/c.png) here.",
    );
    expect(plainText).toBe(
      ["Day Dose", "Mon 1", "line one", "line two", "<p>raw", "html</p>", "See a chart here."].join(
        "\n",
      ),
    );
  });

  it("counts the words of the body (punctuation alone is not a word)", async () => {
    const { wordCount, plainText } = await renderMarkdown(
      "## Two words\n\nOne, two - three.\n\n- four\n- five & six",
    );
    expect(plainText).toBe("Two words\nOne, two - three.\nfour\nfive & six");
    expect(wordCount).toBe(8);
  });

  it("counts nothing for an empty body", async () => {
    expect(await renderMarkdown("")).toEqual({ html: "", toc: [], plainText: "", wordCount: 0 });
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

  it("decodes numeric and named entities, and leaves unknown ones", async () => {
    // &#0; is no character: the Markdown parser makes it U+FFFD, the replacement character.
    expect(
      (await renderMarkdown("&amp; &lt; &#169; &#x2014; &rsquo; &eacute; &bogus; &#0;")).plainText,
    ).toBe("& < © — ’ é &bogus; \uFFFD");
  });
});
