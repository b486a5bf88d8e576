import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { breadcrumbsFor } from "@/lib/breadcrumbs";
import type { Article } from "@/lib/blog/types";
import { ARTICLE_BODY_ID, ArticleView } from "./article-view";
import { ReadAloud } from "./read-aloud";
import { ShareButtons } from "./share-buttons";
import { TableOfContents } from "./table-of-contents";

const article: Article = {
  id: "3",
  title: "Preventing Falls at Home",
  excerpt: "Simple changes that make every room safer for an older adult.",
  category: "Patient Safety",
  author: "Grace Kim, RN",
  publishedAt: "2026-04-07",
  readTime: 7,
  tags: ["falls", "home safety"],
  image: "blog-3",
  featured: false,
  html: '<p>Intro.</p><h2 id="heading-1">Lighting</h2><ul><li>Night lights</li></ul><h3 id="heading-2">Stairs</h3>',
  toc: [
    { id: "heading-1", text: "Lighting", level: 2 },
    { id: "heading-2", text: "Stairs", level: 3 },
  ],
  plainText: "Intro. Lighting Night lights Stairs",
  wordCount: 5,
};

/** What the Astro page passes in as islands. */
const actions = (
  <>
    <ShareButtons
      url="https://www.example.org/blog/3"
      title={article.title}
      excerpt={article.excerpt}
    />
    <ReadAloud title={article.title} bodyId="article-body" />
  </>
);
const toc = <TableOfContents entries={article.toc} bodyId={ARTICLE_BODY_ID} />;

function renderView(neighbours = {}) {
  return render(
    <ArticleView
      article={article}
      actions={actions}
      toc={toc}
      date="April 07, 2026"
      crumbs={breadcrumbsFor({ label: article.title, href: "/blog/3" }, [
        { label: "Blog", href: "/blog" },
      ])}
      neighbours={neighbours}
    />,
  );
}

describe("ArticleView", () => {
  it("shows the header: back link, category, title, author, date, read time, Healthcare, tags", () => {
    renderView();
    expect(screen.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(article.title);
    expect(screen.getByText("Patient Safety")).toBeInTheDocument();
    const meta = screen.getByRole("list", { name: "About this article" });
    expect(within(meta).getByText("Grace Kim, RN")).toBeInTheDocument();
    const time = meta.querySelector("time")!;
    expect(time).toHaveAttribute("dateTime", "2026-04-07");
    expect(time).toHaveTextContent("April 07, 2026");
    expect(within(meta).getByText("7 min read")).toBeInTheDocument();
    expect(within(meta).getByText("Healthcare")).toBeInTheDocument();
    const tags = screen.getByRole("list", { name: "Tags" });
    expect(
      within(tags)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["#falls", "#home safety"]);
  });

  it("has the breadcrumb Home > Blog > title", () => {
    renderView();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(
      within(crumbs)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Home", "Blog", article.title]);
  });

  it("renders the share group, read-aloud controls, table of contents, body and disclaimer", () => {
    renderView();
    expect(screen.getByRole("group", { name: "Share this article" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Listen to this article" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Table of contents" })).toBeInTheDocument();
    const body = document.getElementById("article-body")!;
    expect(body.querySelector("h2#heading-1")).toHaveTextContent("Lighting");
    expect(body.querySelector("h3#heading-2")).toHaveTextContent("Stairs");
    expect(screen.getByRole("region", { name: "Medical disclaimer" })).toHaveTextContent(
      /not medical advice.*doctor.*call 911/i,
    );
    expect(screen.getByRole("img")).toHaveAttribute("loading", "eager");
  });

  it("leaves the table of contents out when the article has no subheadings", () => {
    render(
      <ArticleView
        article={{ ...article, toc: [] }}
        actions={actions}
        date="April 07, 2026"
        crumbs={[]}
        neighbours={{}}
      />,
    );
    expect(screen.queryByRole("navigation", { name: "Table of contents" })).toBeNull();
  });
});
