import { describe, expect, it } from "vitest";
import { images } from "@/content/images";
import type { ArticleSummary } from "@/lib/blog/types";
import { blogListItems } from "./list-items";

const summary: ArticleSummary = {
  id: "2",
  title: "Medicare home health",
  excerpt: "Who qualifies.",
  category: "Insurance & Benefits",
  author: "Beyond Care clinical team",
  authorPlaceholder: "blog.author.karen-novak",
  publishedAt: "2026-10-30",
  readTime: 7,
  tags: ["medicare"],
  image: "blog-2",
  featured: true,
};

describe("blogListItems (the list island's props, written into the page)", () => {
  it("resolves the picture without its alt and drops the image key", () => {
    const [item] = blogListItems([summary]);
    const { src, width, height } = images["blog-2"];
    expect(item).toEqual({
      id: "2",
      title: "Medicare home health",
      excerpt: "Who qualifies.",
      category: "Insurance & Benefits",
      author: "Beyond Care clinical team",
      authorPlaceholder: "blog.author.karen-novak",
      publishedAt: "2026-10-30",
      readTime: 7,
      tags: ["medicare"],
      featured: true,
      displayDate: "October 30, 2026",
      picture: { src, width, height },
    });
    expect(JSON.stringify(item)).not.toContain(images["blog-2"].alt);
  });
});
