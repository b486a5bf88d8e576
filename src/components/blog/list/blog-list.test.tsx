/*
 * Longer than 200 lines on purpose: search, category, pagination and the URL round trip act on one
 * rendered list and one stubbed history; their setup is shared.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blogCategories } from "@/content/blog/categories";
import { BlogList } from "./blog-list";
import type { BlogListItem } from "./types";

/** Fifteen articles: article N in category N; "heart" is in articles 2, 4, 6, ..., 14 (7). */
const articles: BlogListItem[] = blogCategories.map((category, index) => {
  const n = index + 1;
  return {
    id: String(n),
    title: `Article ${n} title`,
    excerpt: n % 2 === 0 ? `About the heart, part ${n}.` : `About something else, part ${n}.`,
    category,
    author: "Pat Writer, RN",
    publishedAt: "2026-11-05",
    displayDate: "November 05, 2026",
    readTime: n,
    tags: [`tag${n}`],
    picture: { src: "/illustrations/blog-1.svg", width: 800, height: 600 },
    featured: n === 1,
  };
});

const cardTitles = () =>
  screen
    .queryAllByRole("article")
    .map((card) => within(card).getByRole("heading", { level: 3 }).textContent);

const titles = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Article ${from + i} title`);

let reducedMotion = false;

beforeEach(() => {
  window.history.replaceState(null, "", "/blog");
  reducedMotion = false;
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(prefers-reduced-motion: reduce)" && reducedMotion,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});

afterEach(() => vi.unstubAllGlobals());

function setup(url = "/blog") {
  window.history.replaceState(null, "", url);
  const user = userEvent.setup();
  render(<BlogList articles={articles} />);
  return user;
}

const heading = () => screen.getByRole("heading", { level: 2 });
const pageButton = (n: number) => screen.getByRole("button", { name: `Page ${n}` });

describe("BlogList", () => {
  it("shows the first six of all articles with the count and the range", () => {
    setup();
    expect(heading()).toHaveTextContent("15 articles found");
    expect(screen.getByText("Showing 1 to 6 of 15 articles")).toBeInTheDocument();
    expect(cardTitles()).toEqual(titles(1, 6));
    expect(pageButton(1)).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole("button", { name: /Next/ })).toBeEnabled();
  });

  it("prerenders the first page of all articles, whatever the query", () => {
    window.history.replaceState(null, "", "/blog?page=3&category=Nutrition");
    const html = renderToString(<BlogList articles={articles} />);
    expect(html).toContain("15 articles found");
    expect(html).toContain("Showing 1 to 6 of 15 articles");
    for (const title of titles(1, 6)) expect(html).toContain(title);
    expect(html).not.toContain("Article 7 title");
  });

  it("prerenders page N with links to the other pages and the filters disabled", () => {
    const html = renderToString(<BlogList articles={articles} page={2} />);
    expect(html).toContain("Showing 7 to 12 of 15 articles");
    for (const title of titles(7, 12)) expect(html).toContain(title);
    expect(html).not.toContain("Article 1 title");
    const container = document.createElement("div");
    container.innerHTML = html;
    const nav = within(container).getByRole("navigation", { name: "Pagination" });
    expect(within(nav).queryAllByRole("button")).toHaveLength(0);
    const hrefs = within(nav)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(hrefs).toEqual([
      ["Previous", "/blog"],
      ["1", "/blog"],
      ["2", "/blog/page/2"],
      ["3", "/blog/page/3"],
      ["Next", "/blog/page/3"],
    ]);
    expect(within(nav).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(container).getByRole("searchbox")).toBeDisabled();
    expect(within(container).getByRole("combobox")).toBeDisabled();
  });

  it("on /blog/page/N, hydration moves the view to /blog?page=N", () => {
    window.history.replaceState(null, "", "/blog/page/3");
    render(<BlogList articles={articles} page={3} />);
    expect(window.location.pathname + window.location.search).toBe("/blog?page=3");
    expect(cardTitles()).toEqual(titles(13, 15));
    expect(pageButton(3)).toHaveAttribute("aria-current", "page");
  });

  it("only the first card's picture loads eagerly", () => {
    setup();
    const pictures = screen.getAllByRole("article").map((card) => card.querySelector("img"));
    expect(pictures.map((picture) => picture?.getAttribute("loading"))).toEqual([
      "eager",
      ...Array<string>(5).fill("lazy"),
    ]);
  });

  it("a card is one link named by the title, to /blog/{id}, with date, read time and Featured", () => {
    setup();
    const card = screen.getAllByRole("article")[0]!;
    const links = within(card).getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName("Article 1 title");
    expect(links[0]).toHaveAttribute("href", "/blog/1");
    expect(card).toHaveTextContent("November 05, 2026");
    expect(card).toHaveTextContent("1 min read");
    expect(card).toHaveTextContent("Featured");
    expect(card).toHaveTextContent("Healthcare Innovation");
    expect(screen.getAllByRole("article")[1]).not.toHaveTextContent("Featured");
  });

  it("pages: Next, page numbers and Previous, pushing history, scrolling up and focusing the results", async () => {
    const push = vi.spyOn(window.history, "pushState");
    const user = setup();
    await user.click(screen.getByRole("button", { name: /Next/ }));
    expect(cardTitles()).toEqual(titles(7, 12));
    expect(screen.getByText("Showing 7 to 12 of 15 articles")).toBeInTheDocument();
    expect(window.location.search).toBe("?page=2");
    expect(push).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: "smooth" });
    expect(heading()).toHaveFocus();

    reducedMotion = true;
    await user.click(pageButton(3));
    expect(cardTitles()).toEqual(titles(13, 15));
    expect(screen.getByText("Showing 13 to 15 of 15 articles")).toBeInTheDocument();
    expect(pageButton(3)).toHaveAttribute("aria-current", "page");
    expect(pageButton(1)).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("button", { name: /Next/ })).toBeDisabled();
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: "instant" });

    await user.click(screen.getByRole("button", { name: /Previous/ }));
    expect(window.location.search).toBe("?page=2");
    expect(push).toHaveBeenCalledTimes(3);
  });

  it("the back button restores the previous page", async () => {
    const user = setup();
    await user.click(pageButton(2));
    expect(cardTitles()).toEqual(titles(7, 12));
    window.history.replaceState(null, "", "/blog");
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(await screen.findByText("Showing 1 to 6 of 15 articles")).toBeInTheDocument();
  });

  it("reads the state from the URL", () => {
    setup("/blog?q=heart&category=Nutrition&page=1");
    expect(screen.getByRole("searchbox", { name: "Search articles" })).toHaveValue("heart");
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("Nutrition");
    expect(heading()).toHaveTextContent("0 articles found");
  });

  it("changing the category goes back to page 1 and pushes history", async () => {
    const push = vi.spyOn(window.history, "pushState");
    const user = setup("/blog?page=2");
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Cardiac Care");
    expect(window.location.search).toBe("?category=Cardiac+Care");
    expect(heading()).toHaveTextContent("1 article found");
    expect(cardTitles()).toEqual(["Article 10 title"]);
    expect(push).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  });

  it("typing keeps the page, replaces history, and shows the last page when the page is past it", async () => {
    const user = setup("/blog?page=2");
    const push = vi.spyOn(window.history, "pushState");
    const replace = vi.spyOn(window.history, "replaceState");
    // "heart" matches 7 articles: still two pages, so page 2 stays.
    await user.type(screen.getByRole("searchbox", { name: "Search articles" }), "HEART");
    expect(window.location.search).toBe("?q=HEART&page=2");
    expect(heading()).toHaveTextContent("7 articles found");
    expect(screen.getByText("Showing 7 to 7 of 7 articles")).toBeInTheDocument();
    expect(cardTitles()).toEqual(["Article 14 title"]);
    expect(pageButton(2)).toHaveAttribute("aria-current", "page");
    expect(push).not.toHaveBeenCalled();
    expect(replace).toHaveBeenCalledTimes(5);

    // "part 12" matches one article: the URL keeps page 2, the list shows its only page.
    await user.clear(screen.getByRole("searchbox", { name: "Search articles" }));
    await user.type(screen.getByRole("searchbox", { name: "Search articles" }), "part 12");
    expect(window.location.search).toBe("?q=part+12&page=2");
    expect(cardTitles()).toEqual(["Article 12 title"]);
    expect(screen.getByText("Showing 1 to 1 of 1 article")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();

    // Clearing the search brings page 2 of all articles back.
    await user.clear(screen.getByRole("searchbox", { name: "Search articles" }));
    expect(window.location.search).toBe("?page=2");
    expect(cardTitles()).toEqual(titles(7, 12));
  });

  it("the empty state, and View All Articles clears search, category and page", async () => {
    const user = setup("/blog?q=zzz&category=Nutrition&page=3");
    expect(heading()).toHaveTextContent("0 articles found");
    expect(screen.getByText("No articles found")).toBeInTheDocument();
    expect(
      screen.getByText("Try adjusting your search terms or browse all categories."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "View All Articles" }));
    expect(window.location.search).toBe("");
    expect(heading()).toHaveTextContent("15 articles found");
    expect(cardTitles()).toEqual(titles(1, 6));
    expect(screen.getByRole("searchbox", { name: "Search articles" })).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("");
    expect(heading()).toHaveFocus();
  });

  it("offers All Categories and the fifteen categories, and announces the count politely", () => {
    setup();
    const options = within(screen.getByRole("combobox", { name: "Category" })).getAllByRole(
      "option",
    );
    expect(options.map((option) => option.textContent)).toEqual([
      "All Categories",
      ...blogCategories,
    ]);
    expect(screen.getByRole("searchbox", { name: "Search articles" })).toHaveAttribute(
      "placeholder",
      "Search articles...",
    );
    expect(screen.getByRole("status")).toContainElement(heading());
  });
});
