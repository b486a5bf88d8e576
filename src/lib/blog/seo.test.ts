import { describe, expect, it } from "vitest";
import { images } from "@/content/images";
import { organization } from "@/content/organization";
import { siteConfig } from "@/content/site";
import {
  BLOG_FEED_PATH,
  articleHead,
  articlePage,
  blogListPageHead,
  laterListPages,
  blogPostingJsonLd,
  feedLink,
} from "./seo";
import type { Article } from "./types";

const article: Article = {
  id: "7",
  title: "Living Well with Diabetes at Home",
  excerpt:
    "Simple daily habits that keep blood sugar steady, and how a home health nurse can help.",
  category: "Chronic Care",
  author: "Maria Alvarez, RN, BSN",
  publishedAt: "2026-03-14",
  readTime: 6,
  tags: ["diabetes", "nutrition"],
  image: "blog-7",
  featured: false,
  html: "<p>Body</p>",
  toc: [],
  plainText: "Body",
  wordCount: 1234,
};

describe("articlePage", () => {
  it("is the article's registry entry", () => {
    expect(articlePage(article)).toEqual({
      path: "/blog/7",
      title: article.title,
      description: article.excerpt,
      changeFrequency: "yearly",
      priority: 0.6,
    });
  });
});

describe("blogPostingJsonLd", () => {
  const url = "https://www.example.org/blog/7";
  const org = { name: "Example Care", url: "https://www.example.org", logoPath: "/logo.png" };
  const data = blogPostingJsonLd(article, url, org);

  it("describes the article", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: article.title,
      description: article.excerpt,
      datePublished: "2026-03-14",
      author: { "@type": "Person", name: "Maria Alvarez, RN, BSN" },
      articleSection: "Chronic Care",
      keywords: ["diabetes", "nutrition"],
      wordCount: 1234,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
    });
  });

  it("names the clinical team, an organization, while the named author is a placeholder", () => {
    const team = blogPostingJsonLd(
      {
        ...article,
        author: "Beyond Care clinical team",
        authorPlaceholder: "blog.author.maria-alvarez",
      },
      url,
      org,
    );
    expect(team.author).toEqual({ "@type": "Organization", name: "Beyond Care clinical team" });
  });

  it("uses absolute URLs for the image and the publisher's logo", () => {
    expect(data.image).toBe(`https://www.example.org${images["blog-7"].src}`);
    expect(data.publisher).toEqual({
      "@type": "Organization",
      "@id": "https://www.example.org/#organization",
      name: "Example Care",
      url: "https://www.example.org",
      logo: { "@type": "ImageObject", url: "https://www.example.org/logo.png" },
    });
  });

  it("defaults the publisher to the site's organization", () => {
    const defaults = blogPostingJsonLd(article, url);
    expect(defaults.publisher).toMatchObject({ name: organization.name });
  });

  it("survives a JSON round trip (it is inlined as JSON-LD)", () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

describe("articleHead", () => {
  const head = articleHead(article);

  it("uses the title, the excerpt and the canonical /blog/{id}", () => {
    expect(head.title).toBe(`${article.title} | ${siteConfig.name}`);
    expect(head.description).toBe(article.excerpt);
    expect(head.canonical).toBe(`${siteConfig.url}/blog/7`);
  });

  it("is an Open Graph article with its date, author, section and tags", () => {
    expect(head.openGraph).toMatchObject({
      type: "article",
      url: `${siteConfig.url}/blog/7`,
      title: `${article.title} | ${siteConfig.name}`,
      description: article.excerpt,
      article: {
        published_time: "2026-03-14",
        author: ["Maria Alvarez, RN, BSN"],
        section: "Chronic Care",
        tag: ["diabetes", "nutrition"],
      },
    });
  });
});

describe("feedLink", () => {
  it("points to the RSS feed", () => {
    expect(feedLink()).toEqual({
      href: `${siteConfig.url}${BLOG_FEED_PATH}`,
      title: `${siteConfig.name} Blog (RSS)`,
    });
  });
});

describe("blogListPageHead", () => {
  it("gives a later page of the list its own title and canonical", () => {
    const blog = {
      path: "/blog",
      title: "Blog",
      description: "All articles.",
      changeFrequency: "weekly",
      priority: 0.8,
    } as const;
    const head = blogListPageHead(blog, 2);
    expect(head.title).toBe(`Blog (Page 2) | ${siteConfig.name}`);
    expect(head.canonical).toBe(`${siteConfig.url}/blog/page/2`);
  });
});

describe("laterListPages", () => {
  it("numbers the list's pages after the first, six articles a page (spec §9)", () => {
    expect(laterListPages(15)).toEqual([2, 3]);
    expect(laterListPages(12)).toEqual([2]);
    expect(laterListPages(13)).toEqual([2, 3]);
    expect(laterListPages(6)).toEqual([]);
    expect(laterListPages(0)).toEqual([]);
  });
});
